; z3 5.4.1
; --- structure-omega-permutation: expected unsat ---
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
