; z3 5.4.1
; --- structure-omega-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (>= t 0)))
 (and $t0 (< t K))))
(assert
 (let (($t1 (>= u 0)))
 (and $t1 (< u K))))
(assert
 (let (($t2 (< j K)))
(let ((?t3 (ite $t2 (ite (= t 0) (- K 1) (- t 1)) t)))
(let (($t4 (= ?t3 (ite $t2 (ite (= u 0) (- K 1) (- u 1)) u))))
(or (not (and (>= ?t3 0) (< ?t3 K))) (and (and (distinct t u) true) $t4))))))
(check-sat)
(reset)
; --- structure-omega-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(assert
 (>= K 2))
(assert
 (let ((?t0 (ite (< 1 K) (ite (= 1 0) (- K 1) (- 1 1)) 1)))
(and (distinct ?t0 0) true)))
(check-sat)
(reset)
; --- structure-omega-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t1 (- j 1)))
(and (distinct (ite (< j K) (ite (= j 0) (- K 1) ?t1) j) ?t1) true)))
(check-sat)
(reset)
; --- structure-omega-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 2))
(assert
 (>= j 1))
(assert
 (<= j (- K 1)))
(assert
 (not (and (and (>= j 0) (< j K)) (and (distinct j 0) true))))
(check-sat)
(reset)
; --- structure-omega-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (<= u (- K 2)))
(assert
 (let ((?t1 (ite (< (- j 1) (- K 1)) (ite (= u 0) (- (- K 1) 1) (- u 1)) u)))
(let ((?t2 (- j 1)))
(let ((?t3 (+ u (ite (>= u j) 1 0))))
(let ((?t4 (ite (< j K) (ite (= ?t3 0) (- K 1) (- ?t3 1)) ?t3)))
(and (distinct (- ?t4 (ite (> ?t4 ?t2) 1 0)) ?t1) true))))))
(check-sat)
(reset)
; --- structure-baseline-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (>= t 0)))
 (and $t0 (< t K))))
(assert
 (let (($t1 (>= u 0)))
 (and $t1 (< u K))))
(assert
 (let ((?t2 (ite (< u (- (+ (- K j) 1) 1)) (+ u 1) (ite (= u (- (+ (- K j) 1) 1)) 0 u))))
(let (($t3 (= j K)))
(let (($t4 (= j 0)))
(let ((?t5 (ite (< t (- (+ (- K j) 1) 1)) (+ t 1) (ite (= t (- (+ (- K j) 1) 1)) 0 t))))
(let ((?t6 (ite $t4 t (ite $t3 t ?t5))))
(or (not (and (>= ?t6 0) (< ?t6 K))) (and (and (distinct t u) true) (= ?t6 (ite $t4 u (ite $t3 u ?t2)))))))))))
(check-sat)
(reset)
; --- structure-baseline-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(assert
 (>= K 2))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (ite (= ?t0 (- (+ ?t0 1) 1)) 0 ?t0)))
(let ((?t2 (+ ?t0 1)))
(let ((?t3 (ite (= 1 K) ?t0 (ite (< ?t0 (- ?t2 1)) ?t2 ?t1))))
(and (distinct (ite (= 1 0) ?t0 ?t3) 0) true))))))
(check-sat)
(reset)
; --- structure-baseline-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (ite (< ?t0 (- (+ (- K j) 1) 1)) (+ ?t0 1) (ite (= ?t0 (- (+ (- K j) 1) 1)) 0 ?t0))))
(let (($t2 (= j K)))
(let (($t3 (= j 0)))
(and (distinct (ite $t3 ?t0 (ite $t2 ?t0 ?t1)) ?t0) true))))))
(check-sat)
(reset)
; --- structure-baseline-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 2))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let (($t1 (and (and (>= (- K 1) 0) (< (- K 1) K)) (and (distinct (- K 1) 0) true))))
(not $t1)))
(check-sat)
(reset)
; --- structure-baseline-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (<= u (- K 2)))
(assert
 (let ((?t1 (ite (= u (- (+ (- (- K 1) (- j 1)) 1) 1)) 0 u)))
(let ((?t2 (ite (< u (- (+ (- (- K 1) (- j 1)) 1) 1)) (+ u 1) ?t1)))
(let ((?t3 (ite (= (- j 1) 0) u (ite (= (- j 1) (- K 1)) u ?t2))))
(let ((?t0 (- K 1)))
(let ((?t4 (+ u (ite (>= u ?t0) 1 0))))
(let ((?t5 (ite (< ?t4 (- (+ (- K j) 1) 1)) (+ ?t4 1) (ite (= ?t4 (- (+ (- K j) 1) 1)) 0 ?t4))))
(let (($t6 (= j K)))
(let (($t7 (= j 0)))
(let ((?t8 (ite $t7 ?t4 (ite $t6 ?t4 ?t5))))
(and (distinct (- ?t8 (ite (> ?t8 ?t0) 1 0)) ?t3) true)))))))))))
(check-sat)
(reset)
; --- structure-butterfly-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (>= t 0)))
 (and $t0 (< t K))))
(assert
 (let (($t1 (>= u 0)))
 (and $t1 (< u K))))
(assert
 (let ((?t2 (- K 1)))
(let ((?t3 (- ?t2 j)))
(let (($t4 (= u 0)))
(let ((?t5 (ite $t4 ?t3 (ite (= u ?t3) 0 u))))
(let ((?t6 (- K j)))
(let (($t7 (= j K)))
(let ((?t8 (ite $t7 u (ite (= ?t5 0) ?t6 (ite (= ?t5 ?t6) 0 ?t5)))))
(let (($t9 (= j 0)))
(let (($t10 (= t 0)))
(let ((?t11 (ite $t10 ?t3 (ite (= t ?t3) 0 t))))
(let ((?t12 (ite $t7 t (ite (= ?t11 0) ?t6 (ite (= ?t11 ?t6) 0 ?t11)))))
(let ((?t13 (ite $t9 (ite $t10 ?t2 (ite (= t ?t2) 0 t)) ?t12)))
(let (($t14 (and (and (distinct t u) true) (= ?t13 (ite $t9 (ite $t4 ?t2 (ite (= u ?t2) 0 u)) ?t8)))))
(or (not (and (>= ?t13 0) (< ?t13 K))) $t14)))))))))))))))
(check-sat)
(reset)
; --- structure-butterfly-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(assert
 (>= K 2))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (- ?t0 1)))
(let (($t2 (= ?t0 0)))
(let ((?t3 (ite $t2 ?t1 (ite (= ?t0 ?t1) 0 ?t0))))
(let ((?t4 (ite (= 1 K) ?t0 (ite (= ?t3 0) ?t0 (ite (= ?t3 ?t0) 0 ?t3)))))
(let ((?t5 (ite (= 1 0) (ite $t2 ?t0 (ite (= ?t0 ?t0) 0 ?t0)) ?t4)))
(and (distinct ?t5 0) true))))))))
(check-sat)
(reset)
; --- structure-butterfly-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (- ?t0 j)))
(let (($t2 (= ?t0 0)))
(let ((?t3 (ite $t2 ?t1 (ite (= ?t0 ?t1) 0 ?t0))))
(let ((?t4 (- K j)))
(let (($t5 (= j K)))
(let ((?t6 (ite $t5 ?t0 (ite (= ?t3 0) ?t4 (ite (= ?t3 ?t4) 0 ?t3)))))
(let (($t7 (= j 0)))
(and (distinct (ite $t7 (ite $t2 ?t0 (ite (= ?t0 ?t0) 0 ?t0)) ?t6) ?t0) true))))))))))
(check-sat)
(reset)
; --- structure-butterfly-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 2))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let (($t1 (and (and (>= (- K 1) 0) (< (- K 1) K)) (and (distinct (- K 1) 0) true))))
(not $t1)))
(check-sat)
(reset)
; --- structure-butterfly-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (<= u (- K 2)))
(assert
 (let ((?t1 (- j 1)))
(let ((?t0 (- K 1)))
(let ((?t2 (- ?t0 1)))
(let ((?t3 (- ?t2 ?t1)))
(let (($t4 (= u 0)))
(let ((?t5 (ite $t4 ?t3 (ite (= u ?t3) 0 u))))
(let ((?t6 (- ?t0 ?t1)))
(let ((?t7 (ite (= ?t1 ?t0) u (ite (= ?t5 0) ?t6 (ite (= ?t5 ?t6) 0 ?t5)))))
(let ((?t8 (ite (= ?t1 0) (ite $t4 ?t2 (ite (= u ?t2) 0 u)) ?t7)))
(let ((?t9 (+ u (ite (>= u ?t0) 1 0))))
(let ((?t10 (- ?t0 j)))
(let (($t11 (= ?t9 0)))
(let ((?t12 (ite $t11 ?t10 (ite (= ?t9 ?t10) 0 ?t9))))
(let ((?t13 (- K j)))
(let (($t14 (= j K)))
(let ((?t15 (ite $t14 ?t9 (ite (= ?t12 0) ?t13 (ite (= ?t12 ?t13) 0 ?t12)))))
(let (($t16 (= j 0)))
(let ((?t17 (ite $t16 (ite $t11 ?t0 (ite (= ?t9 ?t0) 0 ?t9)) ?t15)))
(and (distinct (- ?t17 (ite (> ?t17 ?t0) 1 0)) ?t8) true))))))))))))))))))))
(check-sat)
(reset)
; --- structure-reverse-omega-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(declare-fun inv_omega (Int Int Int) Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (and $t1 $t0))))
(assert
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (and $t3 $t2))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t5 (inv_omega K ?t4 t)))
 (let (($t6 (< ?t4 K)))
 (let (($t7 (= (ite $t6 (ite (= ?t5 0) (- K 1) (- ?t5 1)) ?t5) t)))
 (let (($t8 (< ?t5 K)))
 (let (($t9 (>= ?t5 0)))
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (let (($t10 (<= ?t4 K)))
 (let (($t11 (>= ?t4 0)))
 (let (($t12 (>= K 1)))
 (=> (and $t12 $t11 $t10 $t1 $t0) (and $t9 $t8 $t7))))))))))))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t13 (inv_omega K ?t4 u)))
 (let (($t6 (< ?t4 K)))
 (let (($t14 (= (ite $t6 (ite (= ?t13 0) (- K 1) (- ?t13 1)) ?t13) u)))
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (let (($t10 (<= ?t4 K)))
 (let (($t11 (>= ?t4 0)))
 (let (($t12 (>= K 1)))
 (=> (and $t12 $t11 $t10 $t3 $t2) (and (>= ?t13 0) (< ?t13 K) $t14))))))))))))
(assert
 (let (($t15 (and (and (distinct t u) true) (= (inv_omega K (- K j) t) (inv_omega K (- K j) u)))))
(let ((?t4 (- K j)))
(let ((?t5 (inv_omega K ?t4 t)))
(let (($t8 (< ?t5 K)))
(let (($t9 (>= ?t5 0)))
(or (not (and $t9 $t8)) $t15)))))))
(check-sat)
(reset)
; --- structure-reverse-omega-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun inv_omega (Int Int Int) Int)
(assert
 (>= K 2))
(assert
 (let ((?t0 (- K 1)))
 (let ((?t1 (inv_omega K ?t0 ?t0)))
 (let ((?t2 (ite (= ?t1 0) ?t0 (- ?t1 1))))
 (let (($t3 (< ?t0 K)))
 (let (($t4 (>= ?t0 0)))
 (let (($t5 (>= K 1)))
 (=> (and $t5 $t4 (<= ?t0 K) $t4 $t3) (and (>= ?t1 0) (< ?t1 K) (= (ite $t3 ?t2 ?t1) ?t0))))))))))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (inv_omega K ?t0 ?t0)))
(and (distinct ?t1 0) true))))
(check-sat)
(reset)
; --- structure-reverse-omega-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun inv_omega (Int Int Int) Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t1 (- K j)))
 (let ((?t2 (inv_omega K ?t1 ?t1)))
 (let (($t3 (< ?t1 K)))
 (let (($t4 (= (ite $t3 (ite (= ?t2 0) (- K 1) (- ?t2 1)) ?t2) ?t1)))
 (let (($t5 (>= ?t1 0)))
 (let (($t6 (<= ?t1 K)))
 (let (($t7 (>= K 1)))
 (=> (and $t7 $t5 $t6 $t5 $t3) (and (>= ?t2 0) (< ?t2 K) $t4))))))))))
(assert
 (let ((?t1 (- K j)))
(let ((?t2 (inv_omega K ?t1 ?t1)))
(and (distinct ?t2 (- K (- j 1))) true))))
(check-sat)
(reset)
; --- structure-reverse-omega-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 2))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let (($t1 (and (and (>= (- K j) 0) (< (- K j) K)) (and (distinct (- K j) 0) true))))
(not $t1)))
(check-sat)
(reset)
; --- structure-reverse-omega-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(declare-fun inv_omega (Int Int Int) Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (<= u (- K 2)))
(assert
 (let ((?t1 (+ u (ite (>= u (- K j)) 1 0))))
 (let ((?t2 (- K j)))
 (let ((?t3 (inv_omega K ?t2 ?t1)))
 (let (($t4 (< ?t2 K)))
 (let (($t5 (= (ite $t4 (ite (= ?t3 0) (- K 1) (- ?t3 1)) ?t3) ?t1)))
 (let (($t6 (<= ?t2 K)))
 (let (($t7 (>= ?t2 0)))
 (let (($t8 (>= K 1)))
 (=> (and $t8 $t7 $t6 (>= ?t1 0) (< ?t1 K)) (and (>= ?t3 0) (< ?t3 K) $t5)))))))))))
(assert
 (let ((?t9 (- j 1)))
 (let ((?t0 (- K 1)))
 (let ((?t10 (- ?t0 ?t9)))
 (let ((?t11 (inv_omega ?t0 ?t10 u)))
 (let ((?t12 (ite (< ?t10 ?t0) (ite (= ?t11 0) (- ?t0 1) (- ?t11 1)) ?t11)))
 (let (($t13 (>= u 0)))
 (let (($t14 (and (>= ?t0 1) (>= ?t10 0) (<= ?t10 ?t0) $t13 (< u ?t0))))
 (=> $t14 (and (>= ?t11 0) (< ?t11 ?t0) (= ?t12 u)))))))))))
(assert
 (let ((?t9 (- j 1)))
(let ((?t0 (- K 1)))
(let ((?t10 (- ?t0 ?t9)))
(let ((?t11 (inv_omega ?t0 ?t10 u)))
(let ((?t15 (- K ?t9)))
(let ((?t1 (+ u (ite (>= u (- K j)) 1 0))))
(let ((?t2 (- K j)))
(let ((?t3 (inv_omega K ?t2 ?t1)))
(and (distinct (- ?t3 (ite (> ?t3 ?t15) 1 0)) ?t11) true))))))))))
(check-sat)
(reset)
; --- structure-reverse-baseline-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(declare-fun inv_baseline (Int Int Int) Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (and $t1 $t0))))
(assert
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (and $t3 $t2))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t5 (inv_baseline K ?t4 t)))
 (let ((?t6 (ite (< ?t5 (- (+ (- K ?t4) 1) 1)) (+ ?t5 1) (ite (= ?t5 (- (+ (- K ?t4) 1) 1)) 0 ?t5))))
 (let (($t7 (= ?t4 K)))
 (let (($t8 (= ?t4 0)))
 (let (($t9 (< ?t5 K)))
 (let (($t10 (>= ?t5 0)))
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (let (($t11 (<= ?t4 K)))
 (let (($t12 (>= ?t4 0)))
 (let (($t13 (>= K 1)))
 (let (($t14 (and $t13 $t12 $t11 $t1 $t0)))
 (=> $t14 (and $t10 $t9 (= (ite $t8 ?t5 (ite $t7 ?t5 ?t6)) t)))))))))))))))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t15 (inv_baseline K ?t4 u)))
 (let ((?t16 (ite (< ?t15 (- (+ (- K ?t4) 1) 1)) (+ ?t15 1) (ite (= ?t15 (- (+ (- K ?t4) 1) 1)) 0 ?t15))))
 (let (($t7 (= ?t4 K)))
 (let (($t8 (= ?t4 0)))
 (let (($t17 (and (>= ?t15 0) (< ?t15 K) (= (ite $t8 ?t15 (ite $t7 ?t15 ?t16)) u))))
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (let (($t11 (<= ?t4 K)))
 (let (($t12 (>= ?t4 0)))
 (let (($t13 (>= K 1)))
 (let (($t18 (and $t13 $t12 $t11 $t3 $t2)))
 (=> $t18 $t17))))))))))))))
(assert
 (let ((?t4 (- K j)))
(let ((?t15 (inv_baseline K ?t4 u)))
(let ((?t5 (inv_baseline K ?t4 t)))
(or (not (and (>= ?t5 0) (< ?t5 K))) (and (and (distinct t u) true) (= ?t5 ?t15)))))))
(check-sat)
(reset)
; --- structure-reverse-baseline-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun inv_baseline (Int Int Int) Int)
(assert
 (>= K 2))
(assert
 (let ((?t0 (- K 1)))
 (let ((?t1 (inv_baseline K ?t0 1)))
 (let ((?t2 (ite (< ?t1 (- (+ (- K ?t0) 1) 1)) (+ ?t1 1) (ite (= ?t1 (- (+ (- K ?t0) 1) 1)) 0 ?t1))))
 (let (($t3 (and (>= ?t1 0) (< ?t1 K) (= 1 (ite (= ?t0 0) ?t1 (ite (= ?t0 K) ?t1 ?t2))))))
 (let (($t4 (<= ?t0 K)))
 (let (($t5 (>= ?t0 0)))
 (let (($t6 (>= K 1)))
 (=> (and $t6 $t5 $t4 (>= 1 0) (< 1 K)) $t3)))))))))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (inv_baseline K ?t0 1)))
(and (distinct ?t1 0) true))))
(check-sat)
(reset)
; --- structure-reverse-baseline-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun inv_baseline (Int Int Int) Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t1 (- K j)))
 (let ((?t2 (inv_baseline K ?t1 j)))
 (let ((?t3 (ite (< ?t2 (- (+ (- K ?t1) 1) 1)) (+ ?t2 1) (ite (= ?t2 (- (+ (- K ?t1) 1) 1)) 0 ?t2))))
 (let (($t4 (= ?t1 K)))
 (let (($t5 (= ?t1 0)))
 (let (($t6 (and (>= ?t2 0) (< ?t2 K) (= (ite $t5 ?t2 (ite $t4 ?t2 ?t3)) j))))
 (let (($t7 (>= j 0)))
 (let (($t8 (<= ?t1 K)))
 (let (($t9 (>= ?t1 0)))
 (let (($t10 (>= K 1)))
 (=> (and $t10 $t9 $t8 $t7 (< j K)) $t6))))))))))))
(assert
 (let ((?t11 (- j 1)))
(let ((?t1 (- K j)))
(let ((?t2 (inv_baseline K ?t1 j)))
(and (distinct ?t2 ?t11) true)))))
(check-sat)
(reset)
; --- structure-reverse-baseline-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 2))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (not (and (and (>= j 0) (< j K)) (and (distinct j 0) true))))
(check-sat)
(reset)
; --- structure-reverse-baseline-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(declare-fun inv_baseline (Int Int Int) Int)
(assert
 (>= K 3))
(assert
 (>= j 2))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (<= u (- K 2)))
(assert
 (let ((?t1 (+ u (ite (>= u j) 1 0))))
 (let ((?t2 (- K j)))
 (let ((?t3 (inv_baseline K ?t2 ?t1)))
 (let ((?t4 (ite (< ?t3 (- (+ (- K ?t2) 1) 1)) (+ ?t3 1) (ite (= ?t3 (- (+ (- K ?t2) 1) 1)) 0 ?t3))))
 (let (($t5 (= ?t2 K)))
 (let (($t6 (= ?t2 0)))
 (let (($t7 (and (>= ?t3 0) (< ?t3 K) (= (ite $t6 ?t3 (ite $t5 ?t3 ?t4)) ?t1))))
 (let (($t8 (<= ?t2 K)))
 (let (($t9 (>= ?t2 0)))
 (let (($t10 (>= K 1)))
 (=> (and $t10 $t9 $t8 (>= ?t1 0) (< ?t1 K)) $t7))))))))))))
(assert
 (let ((?t11 (- j 1)))
 (let ((?t0 (- K 1)))
 (let ((?t12 (- ?t0 ?t11)))
 (let ((?t13 (inv_baseline ?t0 ?t12 u)))
 (let ((?t14 (ite (< ?t13 (- (+ (- ?t0 ?t12) 1) 1)) (+ ?t13 1) (ite (= ?t13 (- (+ (- ?t0 ?t12) 1) 1)) 0 ?t13))))
 (let (($t15 (and (>= ?t13 0) (< ?t13 ?t0) (= (ite (= ?t12 0) ?t13 (ite (= ?t12 ?t0) ?t13 ?t14)) u))))
 (let (($t16 (>= u 0)))
 (let (($t17 (and (>= ?t0 1) (>= ?t12 0) (<= ?t12 ?t0) $t16 (< u ?t0))))
 (=> $t17 $t15))))))))))
(assert
 (let ((?t11 (- j 1)))
(let ((?t0 (- K 1)))
(let ((?t12 (- ?t0 ?t11)))
(let ((?t13 (inv_baseline ?t0 ?t12 u)))
(let ((?t1 (+ u (ite (>= u j) 1 0))))
(let ((?t2 (- K j)))
(let ((?t3 (inv_baseline K ?t2 ?t1)))
(and (distinct (- ?t3 (ite (> ?t3 ?t11) 1 0)) ?t13) true)))))))))
(check-sat)
(reset)
; --- structure-reverse-butterfly-permutation: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), t (Int), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun t () Int)
(declare-fun u () Int)
(declare-fun inv_butterfly (Int Int Int) Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (<= j K))
(assert
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (and $t1 $t0))))
(assert
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (and $t3 $t2))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t5 (inv_butterfly K ?t4 t)))
 (let ((?t6 (- K 1)))
 (let ((?t7 (- ?t6 ?t4)))
 (let (($t8 (= ?t5 0)))
 (let ((?t9 (ite $t8 ?t7 (ite (= ?t5 ?t7) 0 ?t5))))
 (let ((?t10 (- K ?t4)))
 (let (($t11 (= ?t4 K)))
 (let ((?t12 (ite $t11 ?t5 (ite (= ?t9 0) ?t10 (ite (= ?t9 ?t10) 0 ?t9)))))
 (let (($t13 (= ?t4 0)))
 (let (($t14 (= (ite $t13 (ite $t8 ?t6 (ite (= ?t5 ?t6) 0 ?t5)) ?t12) t)))
 (let (($t15 (< ?t5 K)))
 (let (($t16 (>= ?t5 0)))
 (let (($t0 (< t K)))
 (let (($t1 (>= t 0)))
 (let (($t17 (<= ?t4 K)))
 (let (($t18 (>= ?t4 0)))
 (let (($t19 (>= K 1)))
 (let (($t20 (and $t19 $t18 $t17 $t1 $t0)))
 (=> $t20 (and $t16 $t15 $t14))))))))))))))))))))))
(assert
 (let ((?t4 (- K j)))
 (let ((?t21 (inv_butterfly K ?t4 u)))
 (let ((?t6 (- K 1)))
 (let ((?t7 (- ?t6 ?t4)))
 (let (($t22 (= ?t21 0)))
 (let ((?t23 (ite $t22 ?t7 (ite (= ?t21 ?t7) 0 ?t21))))
 (let ((?t10 (- K ?t4)))
 (let (($t11 (= ?t4 K)))
 (let ((?t24 (ite $t11 ?t21 (ite (= ?t23 0) ?t10 (ite (= ?t23 ?t10) 0 ?t23)))))
 (let (($t13 (= ?t4 0)))
 (let (($t25 (= (ite $t13 (ite $t22 ?t6 (ite (= ?t21 ?t6) 0 ?t21)) ?t24) u)))
 (let (($t2 (< u K)))
 (let (($t3 (>= u 0)))
 (let (($t17 (<= ?t4 K)))
 (let (($t18 (>= ?t4 0)))
 (let (($t19 (>= K 1)))
 (let (($t26 (and $t19 $t18 $t17 $t3 $t2)))
 (=> $t26 (and (>= ?t21 0) (< ?t21 K) $t25))))))))))))))))))))
(assert
 (let ((?t4 (- K j)))
(let ((?t21 (inv_butterfly K ?t4 u)))
(let ((?t5 (inv_butterfly K ?t4 t)))
(or (not (and (>= ?t5 0) (< ?t5 K))) (and (and (distinct t u) true) (= ?t5 ?t21)))))))
(check-sat)
(reset)
; --- structure-reverse-butterfly-track-start: expected unsat ---
; for every: K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun inv_butterfly (Int Int Int) Int)
(assert
 (>= K 4))
(assert
 (let ((?t0 (- K 1)))
 (let ((?t1 (ite (= 0 ?t0) 0 ?t0)))
 (let ((?t2 (- K 0)))
 (let ((?t3 (inv_butterfly K ?t2 ?t1)))
 (let ((?t4 (- ?t0 ?t2)))
 (let (($t5 (= ?t3 0)))
 (let ((?t6 (ite $t5 ?t4 (ite (= ?t3 ?t4) 0 ?t3))))
 (let ((?t7 (- K ?t2)))
 (let ((?t8 (ite (= ?t2 K) ?t3 (ite (= ?t6 0) ?t7 (ite (= ?t6 ?t7) 0 ?t6)))))
 (let ((?t9 (ite (= ?t2 0) (ite $t5 ?t0 (ite (= ?t3 ?t0) 0 ?t3)) ?t8)))
 (let (($t10 (>= K 1)))
 (let (($t11 (and $t10 (>= ?t2 0) (<= ?t2 K) (>= ?t1 0) (< ?t1 K))))
 (=> $t11 (and (>= ?t3 0) (< ?t3 K) (= ?t9 ?t1))))))))))))))))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (ite (= 0 ?t0) 0 ?t0)))
(let ((?t2 (- K 0)))
(let ((?t3 (inv_butterfly K ?t2 ?t1)))
(and (distinct ?t3 ?t0) true))))))
(check-sat)
(reset)
; --- structure-reverse-butterfly-track: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun inv_butterfly (Int Int Int) Int)
(assert
 (>= K 4))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t0 (- K 1)))
 (let ((?t1 (ite (= j ?t0) 0 ?t0)))
 (let ((?t2 (- K j)))
 (let ((?t3 (inv_butterfly K ?t2 ?t1)))
 (let ((?t4 (- ?t0 ?t2)))
 (let (($t5 (= ?t3 0)))
 (let ((?t6 (ite $t5 ?t4 (ite (= ?t3 ?t4) 0 ?t3))))
 (let ((?t7 (- K ?t2)))
 (let (($t8 (= ?t2 K)))
 (let ((?t9 (ite $t8 ?t3 (ite (= ?t6 0) ?t7 (ite (= ?t6 ?t7) 0 ?t6)))))
 (let (($t10 (= ?t2 0)))
 (let (($t11 (= (ite $t10 (ite $t5 ?t0 (ite (= ?t3 ?t0) 0 ?t3)) ?t9) ?t1)))
 (let (($t12 (<= ?t2 K)))
 (let (($t13 (>= ?t2 0)))
 (let (($t14 (>= K 1)))
 (=> (and $t14 $t13 $t12 (>= ?t1 0) (< ?t1 K)) (and (>= ?t3 0) (< ?t3 K) $t11))))))))))))))))))
(assert
 (let ((?t0 (- K 1)))
(let ((?t1 (ite (= j ?t0) 0 ?t0)))
(let ((?t2 (- K j)))
(let ((?t3 (inv_butterfly K ?t2 ?t1)))
(and (distinct ?t3 (ite (= (- j 1) ?t0) 0 ?t0)) true))))))
(check-sat)
(reset)
; --- structure-reverse-butterfly-passenger: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(assert
 (>= K 4))
(assert
 (>= j 0))
(assert
 (let ((?t0 (- K 1)))
 (<= j ?t0)))
(assert
 (let ((?t0 (- K 1)))
(let (($t1 (= j ?t0)))
(let (($t2 (and (and (>= (ite $t1 0 ?t0) 0) (< (ite $t1 0 ?t0) K)) (= (= (ite $t1 0 ?t0) 0) $t1) (and (>= ?t0 0) (< ?t0 K)))))
(not $t2)))))
(check-sat)
(reset)
; --- structure-reverse-butterfly-interior: expected unsat ---
; for every: j (Int), K (every K >= 1 (2, 3) digits), u (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun u () Int)
(declare-fun inv_butterfly (Int Int Int) Int)
(assert
 (>= K 4))
(assert
 (>= j 1))
(assert
 (let ((?t0 (- K 2)))
 (<= j ?t0)))
(assert
 (>= u 0))
(assert
 (let ((?t0 (- K 2)))
 (<= u ?t0)))
(assert
 (let ((?t1 (ite (>= u (ite (= j (- K 1)) 0 (- K 1))) 1 0)))
 (let ((?t2 (+ u ?t1)))
 (let ((?t3 (- K j)))
 (let ((?t4 (inv_butterfly K ?t3 ?t2)))
 (let ((?t5 (- K 1)))
 (let ((?t6 (- ?t5 ?t3)))
 (let (($t7 (= ?t4 0)))
 (let ((?t8 (ite $t7 ?t6 (ite (= ?t4 ?t6) 0 ?t4))))
 (let ((?t9 (- K ?t3)))
 (let (($t10 (= ?t3 K)))
 (let ((?t11 (ite $t10 ?t4 (ite (= ?t8 0) ?t9 (ite (= ?t8 ?t9) 0 ?t8)))))
 (let (($t12 (= ?t3 0)))
 (let (($t13 (= (ite $t12 (ite $t7 ?t5 (ite (= ?t4 ?t5) 0 ?t4)) ?t11) ?t2)))
 (let (($t14 (<= ?t3 K)))
 (let (($t15 (>= ?t3 0)))
 (let (($t16 (>= K 1)))
 (=> (and $t16 $t15 $t14 (>= ?t2 0) (< ?t2 K)) (and (>= ?t4 0) (< ?t4 K) $t13)))))))))))))))))))
(assert
 (let ((?t5 (- K 1)))
 (let ((?t17 (- ?t5 j)))
 (let ((?t18 (inv_butterfly ?t5 ?t17 u)))
 (let ((?t19 (- ?t5 1)))
 (let ((?t20 (- ?t19 ?t17)))
 (let (($t21 (= ?t18 0)))
 (let ((?t22 (ite $t21 ?t20 (ite (= ?t18 ?t20) 0 ?t18))))
 (let ((?t23 (- ?t5 ?t17)))
 (let ((?t24 (ite (= ?t17 ?t5) ?t18 (ite (= ?t22 0) ?t23 (ite (= ?t22 ?t23) 0 ?t22)))))
 (let ((?t25 (ite (= ?t17 0) (ite $t21 ?t19 (ite (= ?t18 ?t19) 0 ?t18)) ?t24)))
 (let (($t26 (< u ?t5)))
 (let (($t27 (>= u 0)))
 (let (($t28 (>= ?t5 1)))
 (=> (and $t28 (>= ?t17 0) (<= ?t17 ?t5) $t27 $t26) (and (>= ?t18 0) (< ?t18 ?t5) (= ?t25 u)))))))))))))))))
(assert
 (let ((?t5 (- K 1)))
(let ((?t17 (- ?t5 j)))
(let ((?t18 (inv_butterfly ?t5 ?t17 u)))
(let ((?t29 (ite (= (- j 1) ?t5) 0 ?t5)))
(let ((?t2 (+ u (ite (>= u (ite (= j ?t5) 0 ?t5)) 1 0))))
(let ((?t3 (- K j)))
(let ((?t4 (inv_butterfly K ?t3 ?t2)))
(and (distinct (- ?t4 (ite (> ?t4 ?t29) 1 0)) ?t18) true)))))))))
(check-sat)
