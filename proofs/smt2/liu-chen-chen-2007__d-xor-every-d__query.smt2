; z3 5.4.1
; --- xor-range: expected unsat ---
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
 (let ((?t0 (+ a b)))
(let (($t1 (and (< 0 d) (not (> 0 ?t0)) (>= ?t0 d) (not (>= ?t0 (* 2 d))))))
(let ((?t2 (ite $t1 (+ a b (* (- 1) d)) ?t0)))
(or (< ?t2 0) (>= ?t2 d))))))
(check-sat)
(reset)
; --- xor-rows: expected unsat ---
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
; --- xor-columns: expected unsat ---
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
 (let ((?t0 (+ c b)))
(let (($t1 (< 0 d)))
(let (($t2 (and $t1 (not (> 0 ?t0)) (>= ?t0 d) (not (>= ?t0 (* 2 d))))))
(let ((?t3 (+ c a)))
(let (($t4 (and $t1 (not (> 0 ?t3)) (>= ?t3 d) (not (>= ?t3 (* 2 d))))))
(= (ite $t4 (+ c a (* (- 1) d)) ?t3) (ite $t2 (+ c b (* (- 1) d)) ?t0))))))))
(check-sat)
