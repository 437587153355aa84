; z3 5.4.1
; --- consecutive-even: expected unsat ---
; for every: i (Int), k1 (Int), k2 (Int), M (Int), N (Int), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun s () Int)
(declare-fun k1 () Int)
(declare-fun k2 () Int)
(declare-fun M () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= n 1))
(assert
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (< ?t1 N))))
(assert
 (let ((?t2 (pow2 n)))
 (<= N ?t2)))
(assert
 (= (mod N 4) 2))
(assert
 (>= i 0))
(assert
 (< i N))
(assert
 (= (mod i 2) 0))
(assert
 (>= s 0))
(assert
 (let ((?t2 (pow2 n)))
 (let ((?t3 (+ s N)))
 (<= ?t3 ?t2))))
(assert
 (>= k1 0))
(assert
 (>= k2 0))
(assert
 (and (<= s k1) (< k1 (+ s N))))
(assert
 (and (<= s k2) (< k2 (+ s N))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t4 (>= ?t2 1)))
 (let (($t5 (>= n 0)))
 (=> $t5 $t4)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t6 (= ?t2 1)))
 (let (($t7 (= n 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t8 (>= ?t0 0)))
 (=> $t8 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (>= M 0))
(assert
 (let (($t9 (and (and (distinct k1 k2) true) (= (mod (+ M k1) N) (mod (+ M k2) N)))))
(or (< k1 0) (>= k1 (pow2 n)) $t9)))
(check-sat)
(reset)
; --- consecutive-odd: expected unsat ---
; for every: i (Int), k1 (Int), k2 (Int), M (Int), N (Int), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun s () Int)
(declare-fun k1 () Int)
(declare-fun k2 () Int)
(declare-fun M () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= n 1))
(assert
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (< ?t1 N))))
(assert
 (let ((?t2 (pow2 n)))
 (<= N ?t2)))
(assert
 (= (mod N 4) 2))
(assert
 (>= i 0))
(assert
 (< i N))
(assert
 (let ((?t3 (mod i 2)))
 (= ?t3 1)))
(assert
 (>= s 0))
(assert
 (let ((?t2 (pow2 n)))
 (let ((?t4 (+ s N)))
 (<= ?t4 ?t2))))
(assert
 (>= k1 0))
(assert
 (>= k2 0))
(assert
 (and (<= s k1) (< k1 (+ s N))))
(assert
 (and (<= s k2) (< k2 (+ s N))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t5 (>= ?t2 1)))
 (let (($t6 (>= n 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t7 (= ?t2 1)))
 (let (($t8 (= n 0)))
 (=> $t8 $t7)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t9 (>= ?t0 0)))
 (=> $t9 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (>= M 0))
(assert
 (let (($t10 (= (mod (+ M (- (- (pow2 n) 1) k1)) N) (mod (+ M (- (- (pow2 n) 1) k2)) N))))
(or (< (- (- (pow2 n) 1) k1) 0) (>= (- (- (pow2 n) 1) k1) (pow2 n)) (and (and (distinct k1 k2) true) $t10))))
(check-sat)
