; z3 5.4.1
; --- destination-injective-even: expected unsat ---
; for every: i (Int), k1 (Int), k2 (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
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
 (>= k1 0))
(assert
 (>= k2 0))
(assert
 (>= M 0))
(assert
 (< k1 N))
(assert
 (< k2 N))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t3 (>= ?t2 1)))
 (let (($t4 (>= n 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t5 (= ?t2 1)))
 (let (($t6 (= n 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t7 (>= ?t0 0)))
 (=> $t7 (>= (pow2 ?t0) 1)))))
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
 (let ((?t8 (mod (+ (mod M N) k1) N)))
(let (($t9 (and (and (distinct k1 k2) true) (= ?t8 (mod (+ (mod M N) k2) N)))))
(or (< ?t8 0) (>= ?t8 N) $t9))))
(check-sat)
(reset)
; --- destination-injective-odd: expected unsat ---
; for every: i (Int), k1 (Int), k2 (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
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
 (>= k1 0))
(assert
 (>= k2 0))
(assert
 (>= M 0))
(assert
 (< k1 N))
(assert
 (< k2 N))
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
 (let ((?t9 (mod (- (mod (- (+ M (pow2 n)) 1) N) k1) N)))
(let (($t10 (and (and (distinct k1 k2) true) (= ?t9 (mod (- (mod (- (+ M (pow2 n)) 1) N) k2) N)))))
(or (< ?t9 0) (>= ?t9 N) $t10))))
(check-sat)
