; z3 5.4.1
; --- alt-stage: expected unsat ---
; for every: a (Int), N (Int), t (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun t () Int)
(declare-fun a () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (= (mod N 4) 2))
(assert
 (>= t 0))
(assert
 (>= a 0))
(assert
 (< t N))
(assert
 (<= a 1))
(assert
 (let ((?t0 (mod (+ (* t 2) (div (* t 2) N)) N)))
(let ((?t1 (div ?t0 2)))
(let ((?t2 (mod (div ?t1 1) 2)))
(let ((?t3 (ite (= ?t2 a) 0 1)))
(let ((?t4 (mod ?t0 2)))
(let ((?t5 (ite (= ?t4 ?t3) 0 1)))
(let ((?t6 (+ (* 2 ?t1) ?t5)))
(or (and (distinct ?t5 (ite (= (mod t 2) a) 0 1)) true) (and (distinct (mod ?t6 2) ?t5) true) (< ?t6 0) (>= ?t6 N))))))))))
(check-sat)
