; z3 5.4.1
; --- star-break: expected unsat ---
; for every: a (Int), N (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun a () Int)
(assert
 (>= N 4))
(assert
 (= (mod N 2) 0))
(assert
 (= (mod N 4) 0))
(assert
 (>= a 0))
(assert
 (<= a 1))
(assert
 (let ((?t0 (mod (+ (* (div N 2) 2) (div (* (div N 2) 2) N)) N)))
(let ((?t1 (div ?t0 2)))
(let (($t2 (= (mod ?t0 2) (ite (= (mod (div ?t1 1) 2) a) 0 1))))
(let ((?t3 (ite $t2 0 1)))
(= ?t3 (ite (= (mod (div N 2) 2) a) 0 1)))))))
(check-sat)
