; z3 5.4.1
; --- step-first-rows-dany: expected unsat ---
; for every: d (every d >= 2), m0 (the new stage's M^0 (every function)),
;   sub (the k-stage copies (every function))
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Round 0)
(declare-sort Line 0)
(declare-fun d () Int)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun r2 () Int)
(declare-fun R2 () Round)
(declare-fun R () Round)
(declare-fun sub (Int Line Round) Line)
(declare-fun S () Line)
(declare-fun m0 (Line) Int)
(assert
 (>= d 2))
(assert
 (>= p 0))
(assert
 (< p d))
(assert
 (>= r 0))
(assert
 (< r d))
(assert
 (>= r2 0))
(assert
 (< r2 d))
(assert
 (let (($t0 (and (distinct R R2) true)))
 (or (and (distinct r r2) true) $t0)))
(assert
 (let ((?t1 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
 (let ((?t2 (sub ?t1 S R2)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (let ((?t4 (sub ?t3 S R)))
 (let (($t5 (and (distinct ?t4 ?t2) true)))
 (=> (and (= ?t3 ?t1) (= S S) (and (distinct R R2) true)) $t5)))))))
(assert
 (let ((?t1 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
 (let ((?t2 (sub ?t1 S R2)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (let ((?t4 (sub ?t3 S R)))
 (let (($t5 (and (distinct ?t4 ?t2) true)))
 (=> (and (= ?t3 ?t1) (= R R2) (and (distinct S S) true)) $t5)))))))
(assert
 (let ((?t1 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (= ?t3 ?t1))))
(assert
 (let ((?t1 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
(let ((?t2 (sub ?t1 S R2)))
(let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
(let ((?t4 (sub ?t3 S R)))
(= ?t4 ?t2))))))
(check-sat)
(reset)
; --- step-first-columns-dany: expected unsat ---
; for every: d (every d >= 2), m0 (the new stage's M^0 (every function)),
;   sub (the k-stage copies (every function))
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun p2 () Int)
(declare-fun S2 () Line)
(declare-fun S () Line)
(declare-fun sub (Int Line Round) Line)
(declare-fun R () Round)
(declare-fun m0 (Line) Int)
(assert
 (>= d 2))
(assert
 (>= p 0))
(assert
 (< p d))
(assert
 (>= r 0))
(assert
 (< r d))
(assert
 (>= p2 0))
(assert
 (< p2 d))
(assert
 (let (($t0 (and (distinct S S2) true)))
 (or (and (distinct p p2) true) $t0)))
(assert
 (let ((?t1 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
 (let ((?t2 (sub ?t1 S2 R)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (let ((?t4 (sub ?t3 S R)))
 (let (($t5 (and (distinct ?t4 ?t2) true)))
 (=> (and (= ?t3 ?t1) (= S S2) (and (distinct R R) true)) $t5)))))))
(assert
 (let ((?t1 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
 (let ((?t2 (sub ?t1 S2 R)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (let ((?t4 (sub ?t3 S R)))
 (let (($t5 (and (distinct ?t4 ?t2) true)))
 (=> (and (= ?t3 ?t1) (= R R) (and (distinct S S2) true)) $t5)))))))
(assert
 (let ((?t1 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
 (let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (= ?t3 ?t1))))
(assert
 (let ((?t1 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
(let ((?t2 (sub ?t1 S2 R)))
(let ((?t3 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
(let ((?t4 (sub ?t3 S R)))
(= ?t4 ?t2))))))
(check-sat)
(reset)
; --- step-last-rows-dany: expected unsat ---
; for every: d (every d >= 2), m0 (the new stage's M^0 (every function)),
;   sub (the k-stage copies (every function))
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Round 0)
(declare-sort Line 0)
(declare-fun d () Int)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun r2 () Int)
(declare-fun R2 () Round)
(declare-fun R () Round)
(declare-fun sub (Int Line Round) Line)
(declare-fun S () Line)
(declare-fun m0 (Line) Int)
(assert
 (>= d 2))
(assert
 (>= p 0))
(assert
 (< p d))
(assert
 (>= r 0))
(assert
 (< r d))
(assert
 (>= r2 0))
(assert
 (< r2 d))
(assert
 (let (($t0 (and (distinct R R2) true)))
 (or (and (distinct r r2) true) $t0)))
(assert
 (let ((?t1 (sub p S R2)))
 (let ((?t2 (sub p S R)))
 (let (($t3 (and (distinct ?t2 ?t1) true)))
 (=> (and (= p p) (= S S) (and (distinct R R2) true)) $t3)))))
(assert
 (let ((?t1 (sub p S R2)))
 (let ((?t2 (sub p S R)))
 (let (($t3 (and (distinct ?t2 ?t1) true)))
 (=> (and (= p p) (= R R2) (and (distinct S S) true)) $t3)))))
(assert
 (let ((?t4 (mod (+ p (mod (+ (mod (m0 (sub p S R2)) d) r2) d)) d)))
 (let ((?t5 (mod (+ p (mod (+ (mod (m0 (sub p S R)) d) r) d)) d)))
 (= ?t5 ?t4))))
(assert
 (let ((?t1 (sub p S R2)))
(let ((?t2 (sub p S R)))
(= ?t2 ?t1))))
(check-sat)
(reset)
; --- step-last-columns-dany: expected unsat ---
; for every: d (every d >= 2), m0 (the new stage's M^0 (every function)),
;   sub (the k-stage copies (every function))
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun p2 () Int)
(declare-fun S2 () Line)
(declare-fun S () Line)
(declare-fun sub (Int Line Round) Line)
(declare-fun R () Round)
(declare-fun m0 (Line) Int)
(assert
 (>= d 2))
(assert
 (>= p 0))
(assert
 (< p d))
(assert
 (>= r 0))
(assert
 (< r d))
(assert
 (>= p2 0))
(assert
 (< p2 d))
(assert
 (let (($t0 (and (distinct S S2) true)))
 (or (and (distinct p p2) true) $t0)))
(assert
 (let ((?t1 (sub p2 S2 R)))
 (let ((?t2 (sub p S R)))
 (let (($t3 (and (distinct ?t2 ?t1) true)))
 (=> (and (= p p2) (= S S2) (and (distinct R R) true)) $t3)))))
(assert
 (let ((?t1 (sub p2 S2 R)))
 (let ((?t2 (sub p S R)))
 (let (($t3 (and (distinct ?t2 ?t1) true)))
 (=> (and (= p p2) (= R R) (and (distinct S S2) true)) $t3)))))
(assert
 (let ((?t4 (mod (+ p2 (mod (+ (mod (m0 (sub p2 S2 R)) d) r) d)) d)))
 (let ((?t5 (mod (+ p (mod (+ (mod (m0 (sub p S R)) d) r) d)) d)))
 (= ?t5 ?t4))))
(assert
 (let ((?t1 (sub p2 S2 R)))
(let ((?t2 (sub p S R)))
(= ?t2 ?t1))))
(check-sat)
