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
(let (($t1 (< ?t0 (- (+ 1 k) 1))))
(let (($t2 (< k (- 1 1))))
(let (($t3 (< 0 (- 0 1))))
(let ((?t4 (+ 1 k)))
(let (($t5 (and (distinct ?t4 (+ k 1)) true)))
(let (($t6 (and (distinct 1 (+ 0 1)) true)))
(let (($t7 (and (distinct ?t0 ?t0) true)))
(let (($t8 (and (distinct 0 0) true)))
(or $t8 $t7 $t6 $t5 $t3 $t2 $t1)))))))))))
(check-sat)
