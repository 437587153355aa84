; z3 5.4.1
; --- thm4.4: expected unsat ---
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
 (>= k1 0))
(assert
 (>= k2 0))
(assert
 (>= M 0))
(assert
 (< i N))
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
 (let (($t8 (= (mod i 2) 0)))
(let ((?t9 (ite $t8 k2 (- (- (pow2 n) 1) k2))))
(let (($t10 (= (mod (+ M (ite $t8 k1 (- (- (pow2 n) 1) k1))) N) (mod (+ M ?t9) N))))
(or (< (ite $t8 k1 (- (- (pow2 n) 1) k1)) 0) (>= (ite $t8 k1 (- (- (pow2 n) 1) k1)) (pow2 n)) (and (and (distinct k1 k2) true) $t10))))))
(check-sat)
