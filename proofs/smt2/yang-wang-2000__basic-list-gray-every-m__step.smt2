; z3 5.4.1
; --- list-base: expected unsat ---
; for every: Q (every position), t (its lowest set bit)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun t () Int)
(declare-fun Q () (Array Int Bool))
(assert
 (>= t 0))
(assert
 (> 1 t))
(assert
 (select Q t))
(assert
 (let (($t0 (select Q 0)))
 (let (($t1 (not $t0)))
 (=> (or (< 0 t) (>= 0 1)) $t1))))
(assert
 (let (($t2 (not (select Q 1))))
 (=> (or (< 1 t) (>= 1 1)) $t2)))
(assert
 (let (($t3 (and (distinct (ite (and (= (select Q 0) true)) 1 0) (+ t 1)) true)))
(let (($t4 (and (distinct 1 (- 2 1)) true)))
(or $t4 (or (and (distinct 1 1) true) $t3)))))
(check-sat)
(reset)
; --- list-step-length: expected unsat ---
; for every: inner_length (the inner list's length), m (every m >= 2)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun inner_length () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 2))
(assert
 (>= inner_length 0))
(assert
 (= inner_length (- (pow2 (- m 1)) 1)))
(assert
 (let ((?t0 (- m 1)))
 (let (($t1 (>= ?t0 0)))
 (=> $t1 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (let ((?t2 (pow2 m)))
 (let (($t3 (>= ?t2 1)))
 (let (($t4 (>= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t2 (pow2 m)))
 (let (($t5 (= ?t2 1)))
 (let (($t6 (= m 0)))
 (=> $t6 $t5)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (let ((?t7 (+ inner_length 1)))
(let ((?t8 (+ ?t7 inner_length)))
(and (distinct ?t8 (- (pow2 m) 1)) true))))
(check-sat)
(reset)
; --- list-step-ruler: expected unsat ---
; for every: m (every m >= 2), Q (every position), t (its lowest set bit)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun inner_length () Int)
(declare-fun pow2 (Int) Int)
(declare-fun t () Int)
(declare-fun Q () (Array Int Bool))
(declare-fun inner ((Array Int Bool) Int) Int)
(assert
 (>= m 2))
(assert
 (>= inner_length 0))
(assert
 (= inner_length (- (pow2 (- m 1)) 1)))
(assert
 (>= t 0))
(assert
 (< t m))
(assert
 (select Q t))
(assert
 (=> (or (< (- m 1) t) (>= (- m 1) m)) (not (select Q (- m 1)))))
(assert
 (let ((?t0 (+ t 1)))
 (let ((?t1 (- m 1)))
 (let ((?t2 (store Q ?t1 false)))
 (let ((?t3 (inner ?t2 t)))
 (= ?t3 ?t0))))))
(assert
 (let ((?t0 (+ t 1)))
 (let ((?t4 (inner Q t)))
 (= ?t4 ?t0))))
(assert
 (let ((?t1 (- m 1)))
 (let (($t5 (>= ?t1 0)))
 (=> $t5 (>= (pow2 ?t1) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (let ((?t6 (pow2 m)))
 (let (($t7 (>= ?t6 1)))
 (let (($t8 (>= m 0)))
 (=> $t8 $t7)))))
(assert
 (let ((?t6 (pow2 m)))
 (let (($t9 (= ?t6 1)))
 (let (($t10 (= m 0)))
 (=> $t10 $t9)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (let ((?t0 (+ t 1)))
(let ((?t1 (- m 1)))
(let ((?t2 (store Q ?t1 false)))
(let ((?t3 (inner ?t2 t)))
(let ((?t11 (ite (and (select Q ?t1) (< t ?t1)) ?t3 (ite (= t ?t1) m (inner Q t)))))
(or (and (distinct (+ ?t1 1) m) true) (and (distinct ?t11 ?t0) true))))))))
(check-sat)
(reset)
; --- rows-step: expected unsat ---
; for every: A (every start value), m (every m >= 1), Q (every position), t (its lowest set bit),
;   u (every bit), V (the previous value)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun u () Int)
(declare-fun Q () (Array Int Bool))
(declare-fun t () Int)
(declare-fun A () (Array Int Bool))
(declare-fun V () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= u 0))
(assert
 (let ((?t0 (+ u 1)))
 (let (($t1 (< ?t0 t)))
 (let (($t2 (xor (ite (< u t) true (ite (= u t) false (select Q u))) (ite $t1 true (ite (= ?t0 t) false (select Q ?t0))))))
 (let (($t3 (select A u)))
 (let (($t4 (select V u)))
 (= $t4 (xor $t3 $t2))))))))
(assert
 (>= t 0))
(assert
 (< t m))
(assert
 (select Q t))
(assert
 (let (($t5 (select Q u)))
 (let (($t6 (not $t5)))
 (=> (or (< u t) (>= u m)) $t6))))
(assert
 (=> (or (< (+ u 1) t) (>= (+ u 1) m)) (not (select Q (+ u 1)))))
(assert
 (let (($t3 (select A u)))
(let (($t7 (and (>= u (- (+ t 1) 1)) (or (= (- u (- (+ t 1) 1)) 0) false))))
(let (($t4 (select V u)))
(and (distinct (xor $t4 $t7) (xor $t3 (xor (select Q u) (select Q (+ u 1))))) true)))))
(check-sat)
(reset)
; --- rows-injective-step: expected unsat ---
; for every: m (every m >= 1), w (every bit), X (every bit string), Y (every bit string)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun Y () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (let ((?t0 (+ w 1)))
 (let (($t1 (select Y ?t0)))
 (let (($t2 (select X ?t0)))
 (= $t2 $t1)))))
(assert
 (= (xor (select X w) (select X (+ w 1))) (xor (select Y w) (select Y (+ w 1)))))
(assert
 (let (($t3 (select Y w)))
(let (($t4 (select X w)))
(and (distinct $t4 $t3) true))))
(check-sat)
(reset)
; --- rows-range: expected unsat ---
; for every: A (every start value), m (every m >= 1), w (every bit), X (every row index)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun A () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (>= w m))
(assert
 (let (($t0 (select A w)))
 (let (($t1 (not $t0)))
 (let (($t2 (>= w m)))
 (=> $t2 $t1)))))
(assert
 (let (($t3 (select X w)))
 (let (($t4 (not $t3)))
 (let (($t2 (>= w m)))
 (=> $t2 $t4)))))
(assert
 (=> (>= (+ w 1) m) (not (select X (+ w 1)))))
(assert
 (let ((?t5 (+ w 1)))
(let (($t6 (select X ?t5)))
(let (($t3 (select X w)))
(let (($t7 (xor $t3 $t6)))
(let (($t0 (select A w)))
(xor $t0 $t7)))))))
(check-sat)
(reset)
; --- rows-columns: expected unsat ---
; for every: A (every start value), B (every start value), m (every m >= 1), w (every bit),
;   X (every row index)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun B () (Array Int Bool))
(declare-fun A () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (let (($t0 (select B w)))
 (let (($t1 (select A w)))
 (and (distinct $t1 $t0) true))))
(assert
 (let ((?t2 (+ w 1)))
(let (($t3 (select X ?t2)))
(let (($t4 (select X w)))
(let (($t5 (xor $t4 $t3)))
(let (($t0 (select B w)))
(= (xor (select A w) $t5) (xor $t0 $t5))))))))
(check-sat)
