; z3 5.4.1
; --- strict: expected unsat ---
; for every: N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= N 6))
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
 (let ((?t8 (- n 2)))
 (let (($t9 (>= ?t8 0)))
 (=> $t9 (>= (pow2 ?t8) 1)))))
(assert
 (=> (= (- n 2) 0) (= (pow2 (- n 2)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= n 0) (= (- n 2) (+ n 1))) (= (pow2 (- n 2)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 2))) (<= (* 2 (pow2 n)) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t7 (>= ?t0 0)))
 (=> (and $t7 (= (- n 2) (+ ?t0 1))) (= (pow2 (- n 2)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- n 2))) (<= (* 2 (pow2 (- n 1))) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 2) 0) (= n (+ (- n 2) 1))) (= (pow2 n) (* 2 (pow2 (- n 2))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) n)) (<= (* 2 (pow2 (- n 2))) (pow2 n))))
(assert
 (let ((?t8 (- n 2)))
 (let (($t9 (>= ?t8 0)))
 (=> (and $t9 (= (- n 1) (+ ?t8 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t8)))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) (- n 1))) (<= (* 2 (pow2 (- n 2))) (pow2 (- n 1)))))
(assert
 (let ((?t2 (pow2 n)))
(>= N ?t2)))
(check-sat)
