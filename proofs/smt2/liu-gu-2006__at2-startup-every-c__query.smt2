; z3 5.4.1
; --- startup-c0mod8: expected unsat ---
; for every: i (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun i () Int)
(declare-fun u () Int)
(assert
 (>= i 1))
(assert
 (>= u 1))
(assert
 (let ((?t0 (* 8 u)))
 (let ((?t1 (+ ?t0 0)))
 (let ((?t2 (* 4 i)))
 (<= ?t2 ?t1)))))
(assert
 (and (distinct (* 2 (+ 2 (* 2 (* 2 u)))) (+ (+ (* 8 u) 0) 4)) true))
(check-sat)
(reset)
; --- startup-c4mod8: expected unsat ---
; for every: i (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun i () Int)
(declare-fun u () Int)
(assert
 (>= i 1))
(assert
 (>= u 0))
(assert
 (let ((?t0 (* 8 u)))
 (let ((?t1 (+ ?t0 4)))
 (let ((?t2 (* 4 i)))
 (<= ?t2 ?t1)))))
(assert
 (let ((?t3 (div (+ (- 2) (* (- 4) u)) 4)))
(let ((?t4 (* (- 1) ?t3)))
(let ((?t5 (div (+ 2 (* 4 u)) 4)))
(let ((?t6 (+ 2 (* 2 (+ ?t5 ?t4)))))
(and (distinct (* 2 ?t6) (+ (+ (* 8 u) 4) 4)) true))))))
(check-sat)
