; z3 5.4.1
; --- covers: expected unsat ---
; for every: j (every stage), m (every m >= 1), x (every round)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun x () Int)
(declare-fun pow2 (Int) Int)
(declare-fun j () Int)
(assert
 (>= m 1))
(assert
 (>= x 0))
(assert
 (let ((?t0 (pow2 m)))
 (< x ?t0)))
(assert
 (>= j 0))
(assert
 (< j m))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= m 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (- m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (let ((?t7 (ite (>= (- (+ x j) j) 0) (ite (< (- (+ x j) j) (pow2 m)) (- (+ x j) j) (- 1)) (- 1))))
(or (>= (+ x j) (- (+ (pow2 m) m) 1)) (and (distinct ?t7 x) true))))
(check-sat)
(reset)
; --- last-unit: expected unsat ---
; for every: m (every m >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 1))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= m 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (- m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (let ((?t5 (- m 1)))
(let ((?t7 (- (- (- (+ (pow2 m) m) 1) 1) ?t5)))
(< (ite (>= ?t7 0) (ite (< ?t7 (pow2 m)) ?t7 (- 1)) (- 1)) 0))))
(check-sat)
(reset)
; --- formulas: expected unsat ---
; for every: m (every m >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 1))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= m 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (- m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (let ((?t7 (- (+ (pow2 m) m) 1)))
(let (($t8 (and (distinct ?t7 ?t7) true)))
(or $t8 $t8))))
(check-sat)
(reset)
; --- any-schedule-step: expected unsat ---
; for every: i (every message), m (every m >= 1), t_i (its injection time), t_next (the next one's)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun i () Int)
(declare-fun t_i () Int)
(declare-fun t_next () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 1))
(assert
 (>= i 0))
(assert
 (>= t_next (+ t_i 1)))
(assert
 (>= t_i i))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= m 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (- m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (< t_next (+ i 1)))
(check-sat)
(reset)
; --- any-schedule-end: expected unsat ---
; for every: m (every m >= 1), t_last (the last injection), units (the schedule's time units)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun pow2 (Int) Int)
(declare-fun t_last () Int)
(declare-fun units () Int)
(assert
 (>= m 1))
(assert
 (>= t_last (- (pow2 m) 1)))
(assert
 (>= units (+ t_last m)))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= m 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 m)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= m 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (- m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- m 1) 0) (= (pow2 (- m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (- m 1) (+ m 1))) (= (pow2 (- m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (- m 1))) (<= (* 2 (pow2 m)) (pow2 (- m 1)))))
(assert
 (=> (and (>= (- m 1) 0) (= m (+ (- m 1) 1))) (= (pow2 m) (* 2 (pow2 (- m 1))))))
(assert
 (=> (and (>= (- m 1) 0) (< (- m 1) m)) (<= (* 2 (pow2 (- m 1))) (pow2 m))))
(assert
 (let ((?t7 (- (+ (pow2 m) m) 1)))
(< units ?t7)))
(check-sat)
