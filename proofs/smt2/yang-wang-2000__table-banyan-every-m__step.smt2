; z3 5.4.1
; --- ports: expected unsat ---
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
 (and (distinct 1 1) true))
(check-sat)
(reset)
; --- log-below-n-step: expected unsat ---
; for every: m (every m >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 1))
(assert
 (let ((?t0 (pow2 m)))
 (<= m ?t0)))
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
 (let ((?t5 (+ m 1)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (+ m 1) 0) (= (pow2 (+ m 1)) 1)))
(assert
 (=> (and (>= m 0) (= (+ m 1) (+ m 1))) (= (pow2 (+ m 1)) (* 2 (pow2 m)))))
(assert
 (=> (and (>= m 0) (< m (+ m 1))) (<= (* 2 (pow2 m)) (pow2 (+ m 1)))))
(assert
 (=> (and (>= (+ m 1) 0) (= m (+ (+ m 1) 1))) (= (pow2 m) (* 2 (pow2 (+ m 1))))))
(assert
 (=> (and (>= (+ m 1) 0) (< (+ m 1) m)) (<= (* 2 (pow2 (+ m 1))) (pow2 m))))
(assert
 (let ((?t5 (+ m 1)))
(let ((?t7 (pow2 ?t5)))
(> ?t5 ?t7))))
(check-sat)
(reset)
; --- delay-theta-n: expected unsat ---
; for every: m (every m >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= m 1))
(assert
 (let ((?t0 (pow2 m)))
 (<= m ?t0)))
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
 (or (< (- (+ (pow2 m) m) 1) (pow2 m)) (> (- (+ (pow2 m) m) 1) (* 2 (pow2 m)))))
(check-sat)
