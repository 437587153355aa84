; z3 5.4.1
; --- base: expected unsat ---
; for every: i (every 1 <= i <= m - 1), m (every m >= 2), u (every bit), X (every x)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun i () Int)
(declare-fun u () Int)
(declare-fun X () (Array Int Bool))
(assert
 (>= m 2))
(assert
 (>= i 1))
(assert
 (<= i (- m 1)))
(assert
 (>= u 0))
(assert
 (let ((?t0 (ite (= (- (- m i) 1) (- (- m i) 1)) 0 (+ (- (- m i) 1) 1))))
(let (($t1 (select X u)))
(and (distinct (xor $t1 (or (= u 0) false)) (xor $t1 (= u ?t0))) true))))
(check-sat)
(reset)
; --- step: expected unsat ---
; for every: A (the phi_1 branch), i (every 1 <= i <= m - 1), k (every k0 <= k <= m - 2),
;   m (every m >= 2), u (every bit), X (every x)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun i () Int)
(declare-fun u () Int)
(declare-fun k () Int)
(declare-fun X () (Array Int Bool))
(declare-fun A () (Array Int Bool))
(assert
 (>= m 2))
(assert
 (>= i 1))
(assert
 (<= i (- m 1)))
(assert
 (>= u 0))
(assert
 (>= k 0))
(assert
 (let ((?t0 (- (- m i) 1)))
 (>= k ?t0)))
(assert
 (<= k (- m 2)))
(assert
 (let ((?t0 (- (- m i) 1)))
 (let ((?t1 (+ ?t0 1)))
 (let ((?t2 (ite (= k ?t0) 0 ?t1)))
 (let (($t3 (select X u)))
 (let (($t4 (select A u)))
 (= $t4 (xor $t3 (= u ?t2)))))))))
(assert
 (let ((?t0 (- (- m i) 1)))
 (let ((?t1 (+ ?t0 1)))
 (let ((?t2 (ite (= k ?t0) 0 ?t1)))
 (let ((?t5 (+ u 0)))
 (let (($t6 (select X ?t5)))
 (let (($t7 (select A ?t5)))
 (= $t7 (xor $t6 (= ?t5 ?t2))))))))))
(assert
 (let ((?t0 (- (- m i) 1)))
 (let ((?t1 (+ ?t0 1)))
 (let ((?t2 (ite (= k ?t0) 0 ?t1)))
 (let ((?t8 (+ k 1)))
 (let ((?t9 (+ u ?t8)))
 (let (($t10 (select X ?t9)))
 (let (($t11 (select A ?t9)))
 (= $t11 (xor $t10 (= ?t9 ?t2)))))))))))
(assert
 (let ((?t0 (- (- m i) 1)))
 (let ((?t1 (+ ?t0 1)))
 (let ((?t2 (ite (= k ?t0) 0 ?t1)))
 (let ((?t8 (+ k 1)))
 (let ((?t12 (- u ?t8)))
 (let ((?t13 (+ ?t12 0)))
 (let (($t14 (select X ?t13)))
 (let (($t15 (select A ?t13)))
 (= $t15 (xor $t14 (= ?t13 ?t2))))))))))))
(assert
 (let ((?t0 (- (- m i) 1)))
 (let ((?t1 (+ ?t0 1)))
 (let ((?t2 (ite (= k ?t0) 0 ?t1)))
 (let ((?t8 (+ k 1)))
 (let ((?t12 (- u ?t8)))
 (let ((?t16 (+ ?t12 ?t8)))
 (let (($t17 (select X ?t16)))
 (let (($t18 (select A ?t16)))
 (= $t18 (xor $t17 (= ?t16 ?t2))))))))))))
(assert
 (let ((?t0 (- (- m i) 1)))
(let ((?t1 (+ ?t0 1)))
(let (($t19 (or (= (- u (+ k 1)) 0) false)))
(let ((?t8 (+ k 1)))
(let ((?t12 (- u ?t8)))
(let ((?t16 (+ ?t12 ?t8)))
(let (($t17 (select X ?t16)))
(let (($t20 (>= u ?t8)))
(let (($t21 (and $t20 (xor (and (select X (+ ?t12 0)) $t19) (and $t17 $t19)))))
(let (($t22 (xor (and (select X (+ u 0)) (or (= u 0) false)) (and (select X (+ u ?t8)) (or (= u 0) false)))))
(let (($t3 (select X u)))
(let (($t23 (xor (xor $t3 (or $t22 $t21)) (= u (ite (= ?t8 ?t0) 0 ?t1)))))
(let (($t24 (xor (and (select A (+ ?t12 0)) $t19) (and (select A ?t16) $t19))))
(let (($t25 (xor (and (select A (+ u 0)) (or (= u 0) false)) (and (select A (+ u ?t8)) (or (= u 0) false)))))
(let (($t4 (select A u)))
(and (distinct (xor $t4 (or $t25 (and $t20 $t24))) $t23) true)))))))))))))))))
(check-sat)
(reset)
; --- conclusion: expected unsat ---
; for every: A (the phi_1 branch), i (every 1 <= i <= m - 1), m (every m >= 2), u (every bit),
;   X (every x)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun i () Int)
(declare-fun u () Int)
(declare-fun X () (Array Int Bool))
(declare-fun A () (Array Int Bool))
(assert
 (>= m 2))
(assert
 (>= i 1))
(assert
 (let ((?t0 (- m 1)))
 (<= i ?t0)))
(assert
 (>= u 0))
(assert
 (let ((?t1 (- m i)))
 (let ((?t2 (- ?t1 1)))
 (let ((?t3 (+ ?t2 1)))
 (let (($t4 (select X u)))
 (let (($t5 (select A u)))
 (= $t5 (xor $t4 (= u (ite (= (- m 1) ?t2) 0 ?t3))))))))))
(assert
 (let (($t6 (and (>= u (- (+ (- m i) 1) 1)) (or (= (- u (- (+ (- m i) 1) 1)) 0) false))))
(let (($t4 (select X u)))
(let (($t5 (select A u)))
(and (distinct $t5 (xor $t4 $t6)) true)))))
(check-sat)
