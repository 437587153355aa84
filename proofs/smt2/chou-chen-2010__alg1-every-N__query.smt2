; z3 5.4.1
; --- round-config: expected unsat ---
; for every: k (the tag k (every bit string below 2^n)), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun s () Int)
(declare-fun k () (Array Int Bool))
(assert
 (>= n 1))
(assert
 (>= s 0))
(assert
 (< s n))
(assert
 (not (select k n)))
(assert
 (let (($t0 (or (= 0 0) false)))
(let (($t1 (and (select k (+ 0 (- (- n 1) (- s 1)))) $t0)))
(let ((?t2 (+ 0 (- (- n 1) s))))
(let (($t3 (select k ?t2)))
(let (($t4 (and $t3 $t0)))
(let (($t5 (and (xor $t3 (select k (+ ?t2 1))) $t0)))
(let (($t6 (= s 0)))
(ite $t6 (and (distinct $t5 $t4) true) (and (distinct $t5 (xor $t4 $t1)) true))))))))))
(check-sat)
(reset)
; --- round-tag-even: expected unsat ---
; for every: i (Int), k (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun k () Int)
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
 (>= k 0))
(assert
 (let ((?t2 (pow2 n)))
 (< k ?t2)))
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
 (and (distinct k k) true))
(check-sat)
(reset)
; --- round-tag-odd: expected unsat ---
; for every: i (Int), k (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun k () Int)
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
 (>= k 0))
(assert
 (let ((?t2 (pow2 n)))
 (< k ?t2)))
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
 (let ((?t9 (- (- (pow2 n) 1) k)))
(and (distinct ?t9 ?t9) true)))
(check-sat)
(reset)
; --- rounds-even: expected unsat ---
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
 (= ?t3 0)))
(assert
 (>= k1 0))
(assert
 (>= k2 0))
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
 (>= M 0))
(assert
 (let (($t9 (and (and (distinct k1 k2) true) (= (mod (+ M k1) N) (mod (+ M k2) N)))))
(or (< k1 0) (>= k1 (pow2 n)) $t9)))
(check-sat)
(reset)
; --- rounds-odd: expected unsat ---
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
 (>= M 0))
(assert
 (let (($t9 (= (mod (+ M (- (- (pow2 n) 1) k1)) N) (mod (+ M (- (- (pow2 n) 1) k2)) N))))
(or (< (- (- (pow2 n) 1) k1) 0) (>= (- (- (pow2 n) 1) k1) (pow2 n)) (and (and (distinct k1 k2) true) $t9))))
(check-sat)
