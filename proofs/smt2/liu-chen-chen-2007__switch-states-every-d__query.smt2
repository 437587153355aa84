; z3 5.4.1
; --- shift-port: expected unsat ---
; for every: a (Int), b (Int), c (Int), d (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun d () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(assert
 (>= d 2))
(assert
 (>= a 0))
(assert
 (< a d))
(assert
 (>= b 0))
(assert
 (< b d))
(assert
 (>= c 0))
(assert
 (< c d))
(assert
 (let ((?t0 (+ a c)))
(let (($t1 (>= ?t0 d)))
(let (($t2 (and (< 0 d) (not (> 0 ?t0)) $t1 (not (>= ?t0 (* 2 d))))))
(let ((?t3 (ite $t2 (+ a c (* (- 1) d)) ?t0)))
(and (distinct ?t3 (ite $t1 (- ?t0 d) ?t0)) true))))))
(check-sat)
(reset)
; --- shift-permutation: expected unsat ---
; for every: a (Int), b (Int), c (Int), d (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun d () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(assert
 (>= d 2))
(assert
 (>= a 0))
(assert
 (< a d))
(assert
 (>= b 0))
(assert
 (< b d))
(assert
 (>= c 0))
(assert
 (< c d))
(assert
 (and (distinct a b) true))
(assert
 (let ((?t0 (+ b c)))
(let (($t1 (< 0 d)))
(let (($t2 (and $t1 (not (> 0 ?t0)) (>= ?t0 d) (not (>= ?t0 (* 2 d))))))
(let ((?t3 (+ a c)))
(let (($t4 (and $t1 (not (> 0 ?t3)) (>= ?t3 d) (not (>= ?t3 (* 2 d))))))
(= (ite $t4 (+ a c (* (- 1) d)) ?t3) (ite $t2 (+ b c (* (- 1) d)) ?t0))))))))
(check-sat)
(reset)
; --- shift-distinct: expected unsat ---
; for every: a (Int), b (Int), c (Int), d (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun d () Int)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun c () Int)
(assert
 (>= d 2))
(assert
 (>= a 0))
(assert
 (< a d))
(assert
 (>= b 0))
(assert
 (< b d))
(assert
 (>= c 0))
(assert
 (< c d))
(assert
 (and (distinct a b) true))
(assert
 (= a b))
(check-sat)
