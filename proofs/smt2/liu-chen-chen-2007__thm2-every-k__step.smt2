; z3 5.4.1
; --- step-first-rows-dany: expected unsat ---
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun sub (Int Line Round) Line)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun r2 () Int)
(declare-fun R2 () Round)
(declare-fun R () Round)
(declare-fun m0 (Line) Int)
(declare-fun S () Line)
(assert
 (>= d 2))
(assert
 (forall ((c Int) (l1 Line) (X Round) (Y Round) )(=> (and (distinct X Y) true) (and (distinct (sub c l1 X) (sub c l1 Y)) true)))
 )
(assert
 (forall ((c Int) (l1 Line) (l2 Line) (X Round) )(=> (and (distinct l1 l2) true) (and (distinct (sub c l1 X) (sub c l2 X)) true)))
 )
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
 (or (and (distinct r r2) true) (and (distinct R R2) true)))
(assert
 (let ((?x98 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
 (let ((?x93 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (= ?x93 ?x98))))
(assert
 (let ((?x98 (mod (+ p (mod (+ (mod (m0 S) d) r2) d)) d)))
(let ((?x99 (sub ?x98 S R2)))
(let ((?x93 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
(let ((?x94 (sub ?x93 S R)))
(= ?x94 ?x99))))))
(check-sat)
(reset)
; --- step-first-columns-dany: expected unsat ---
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun sub (Int Line Round) Line)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun p2 () Int)
(declare-fun S2 () Line)
(declare-fun S () Line)
(declare-fun m0 (Line) Int)
(declare-fun R () Round)
(assert
 (>= d 2))
(assert
 (forall ((c Int) (l1 Line) (X Round) (Y Round) )(=> (and (distinct X Y) true) (and (distinct (sub c l1 X) (sub c l1 Y)) true)))
 )
(assert
 (forall ((c Int) (l1 Line) (l2 Line) (X Round) )(=> (and (distinct l1 l2) true) (and (distinct (sub c l1 X) (sub c l2 X)) true)))
 )
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
 (or (and (distinct p p2) true) (and (distinct S S2) true)))
(assert
 (let ((?x107 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
 (let ((?x76 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
 (= ?x76 ?x107))))
(assert
 (let ((?x107 (mod (+ p2 (mod (+ (mod (m0 S2) d) r) d)) d)))
(let ((?x56 (sub ?x107 S2 R)))
(let ((?x76 (mod (+ p (mod (+ (mod (m0 S) d) r) d)) d)))
(let ((?x71 (sub ?x76 S R)))
(= ?x71 ?x56))))))
(check-sat)
(reset)
; --- step-last-rows-dany: expected unsat ---
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun sub (Int Line Round) Line)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun r2 () Int)
(declare-fun R2 () Round)
(declare-fun R () Round)
(declare-fun m0 (Line) Int)
(declare-fun S () Line)
(assert
 (>= d 2))
(assert
 (forall ((c Int) (l1 Line) (X Round) (Y Round) )(=> (and (distinct X Y) true) (and (distinct (sub c l1 X) (sub c l1 Y)) true)))
 )
(assert
 (forall ((c Int) (l1 Line) (l2 Line) (X Round) )(=> (and (distinct l1 l2) true) (and (distinct (sub c l1 X) (sub c l2 X)) true)))
 )
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
 (or (and (distinct r r2) true) (and (distinct R R2) true)))
(assert
 (let ((?x93 (mod (+ p (mod (+ (mod (m0 (sub p S R2)) d) r2) d)) d)))
 (let ((?x10 (mod (+ p (mod (+ (mod (m0 (sub p S R)) d) r) d)) d)))
 (= ?x10 ?x93))))
(assert
 (let ((?x29 (sub p S R2)))
(let ((?x117 (sub p S R)))
(= ?x117 ?x29))))
(check-sat)
(reset)
; --- step-last-columns-dany: expected unsat ---
; benchmark generated from python API
(set-info :status unknown)
(declare-sort Line 0)
(declare-sort Round 0)
(declare-fun d () Int)
(declare-fun sub (Int Line Round) Line)
(declare-fun p () Int)
(declare-fun r () Int)
(declare-fun p2 () Int)
(declare-fun S2 () Line)
(declare-fun S () Line)
(declare-fun m0 (Line) Int)
(declare-fun R () Round)
(assert
 (>= d 2))
(assert
 (forall ((c Int) (l1 Line) (X Round) (Y Round) )(=> (and (distinct X Y) true) (and (distinct (sub c l1 X) (sub c l1 Y)) true)))
 )
(assert
 (forall ((c Int) (l1 Line) (l2 Line) (X Round) )(=> (and (distinct l1 l2) true) (and (distinct (sub c l1 X) (sub c l2 X)) true)))
 )
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
 (or (and (distinct p p2) true) (and (distinct S S2) true)))
(assert
 (let ((?x78 (mod (+ p2 (mod (+ (mod (m0 (sub p2 S2 R)) d) r) d)) d)))
 (let ((?x32 (mod (+ p (mod (+ (mod (m0 (sub p S R)) d) r) d)) d)))
 (= ?x32 ?x78))))
(assert
 (let ((?x33 (sub p2 S2 R)))
(let ((?x69 (sub p S R)))
(= ?x69 ?x33))))
(check-sat)
