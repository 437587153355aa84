; z3 5.4.1
; --- pieces-partition: expected unsat ---
; for every: k (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(assert
 (>= k 1))
(assert
 (let ((?t0 (* 2 k)))
(let (($t1 (< ?t0 (- ?t0 1))))
(let ((?t2 (+ (- 1) ?t0)))
(let (($t3 (< ?t2 (- (+ 1 k) 1))))
(let (($t4 (< k (- k 1))))
(let ((?t5 (+ (- 1) k)))
(let (($t6 (< ?t5 (- 1 1))))
(let (($t7 (< 0 (- 0 1))))
(let (($t8 (and (distinct ?t0 (+ ?t2 1)) true)))
(let ((?t9 (+ 1 k)))
(let (($t10 (and (distinct ?t9 (+ k 1)) true)))
(let (($t11 (and (distinct k (+ ?t5 1)) true)))
(let (($t12 (and (distinct 1 (+ 0 1)) true)))
(let (($t13 (and (distinct ?t0 ?t0) true)))
(let (($t14 (and (distinct 0 0) true)))
(or $t14 $t13 $t12 $t11 $t10 $t8 $t7 $t6 $t4 $t3 $t1)))))))))))))))))
(check-sat)
