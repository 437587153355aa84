; z3 5.4.1
; --- startup-p0mod4: expected unsat ---
; for every: q (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun q () Int)
(assert
 (>= q 1))
(assert
 (let ((?t0 (* 2 q)))
(and (distinct ?t0 ?t0) true)))
(check-sat)
(reset)
; --- startup-p2mod4: expected unsat ---
; for every: q (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun q () Int)
(assert
 (>= q 1))
(assert
 (let ((?t0 (* 2 q)))
(let ((?t1 (+ 1 ?t0)))
(let ((?t2 (div (+ (- 2) (* (- 4) q)) 4)))
(let ((?t3 (* (- 1) ?t2)))
(let ((?t4 (div (+ 2 (* 4 q)) 4)))
(let ((?t5 (+ ?t4 ?t3)))
(and (distinct ?t5 ?t1) true))))))))
(check-sat)
