; z3 5.4.1
; --- step-delivery: expected unsat ---
; for every: c (every natural >= 0), K (every natural >= 1), s (every natural >= 0)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun c () Int)
(declare-fun pow2 (Int) Int)
(declare-fun s () Int)
(declare-fun sub_out (Int Int Int) Int)
(assert
 (>= K 1))
(assert
 (>= c 0))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< c ?t1))))
(assert
 (>= s 0))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< s ?t1))))
(assert
 (let ((?t2 (pow2 K)))
 (let ((?t3 (div c 2)))
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t4 (mod (+ s (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t5 (div ?t4 2)))
 (let ((?t6 (mod ?t4 2)))
 (let ((?t7 (sub_out ?t6 ?t5 ?t3)))
 (let (($t8 (and (and (>= ?t5 0) (< ?t5 ?t2)) (and (>= ?t3 0) (< ?t3 ?t2)))))
 (=> $t8 (= ?t7 (mod (+ ?t5 ?t3) ?t2)))))))))))))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t4 (mod (+ s (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t6 (mod ?t4 2)))
 (and (distinct (+ (* (sub_out ?t6 (div ?t4 2) (div c 2)) 2) ?t6) (mod (+ s c) ?t1)) true))))))
(assert
 (let ((?t2 (pow2 K)))
 (let (($t9 (>= ?t2 1)))
 (let (($t10 (>= K 0)))
 (=> $t10 $t9)))))
(assert
 (let ((?t2 (pow2 K)))
 (let (($t11 (= ?t2 1)))
 (let (($t12 (= K 0)))
 (=> $t12 $t11)))))
(assert
 (let ((?t0 (+ K 1)))
 (let (($t13 (>= ?t0 0)))
 (=> $t13 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
(reset)
; --- step-crosstalk: expected unsat ---
; for every: c (every natural >= 0), j (every natural >= 0), K (every natural >= 1),
;   s (every natural >= 0), t (every natural >= 0)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun c () Int)
(declare-fun pow2 (Int) Int)
(declare-fun s () Int)
(declare-fun t () Int)
(declare-fun j () Int)
(declare-fun sub_occ (Int Int Int Int) Int)
(assert
 (>= K 1))
(assert
 (>= c 0))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< c ?t1))))
(assert
 (>= s 0))
(assert
 (>= t 0))
(assert
 (>= j 0))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< s ?t1))))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< t ?t1))))
(assert
 (and (distinct s t) true))
(assert
 (<= j K))
(assert
 (let ((?t2 (div c 2)))
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t3 (mod (+ t (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t4 (div ?t3 2)))
 (let ((?t5 (mod ?t3 2)))
 (let ((?t6 (sub_occ ?t5 ?t4 ?t2 j)))
 (let ((?t7 (mod (+ s (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t8 (div ?t7 2)))
 (let ((?t9 (mod ?t7 2)))
 (let ((?t10 (sub_occ ?t9 ?t8 ?t2 j)))
 (let (($t11 (>= ?t2 0)))
 (let (($t12 (and $t11 (< ?t2 (pow2 K)))))
 (let (($t13 (and (>= ?t8 0) (< ?t8 (pow2 K)))))
 (let (($t14 (and (= ?t9 ?t5) (and (distinct ?t8 ?t4) true) (and $t13 (and (>= ?t4 0) (< ?t4 (pow2 K))) $t12))))
 (=> $t14 (and (distinct ?t10 ?t6) true))))))))))))))))))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t3 (mod (+ t (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t5 (mod ?t3 2)))
 (let ((?t15 (+ (* 2 (sub_occ ?t5 (div ?t3 2) (div c 2) j)) ?t5)))
 (let ((?t7 (mod (+ s (* (mod (div c 1) 2) 1)) ?t1)))
 (let ((?t9 (mod ?t7 2)))
 (let ((?t16 (+ (* 2 (sub_occ ?t9 (div ?t7 2) (div c 2) j)) ?t9)))
 (= ?t16 ?t15))))))))))
(assert
 (let ((?t17 (pow2 K)))
 (let (($t18 (>= ?t17 1)))
 (let (($t19 (>= K 0)))
 (=> $t19 $t18)))))
(assert
 (let ((?t17 (pow2 K)))
 (let (($t20 (= ?t17 1)))
 (let (($t21 (= K 0)))
 (=> $t21 $t20)))))
(assert
 (let ((?t0 (+ K 1)))
 (let (($t22 (>= ?t0 0)))
 (=> $t22 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
(reset)
; --- structure-wiring: expected unsat ---
; for every: b (every natural >= 0), j (every natural >= 0), K (every natural >= 1),
;   p (every natural >= 0), q (every natural >= 0)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun q () Int)
(declare-fun p () Int)
(declare-fun b () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (>= q 0))
(assert
 (>= p 0))
(assert
 (>= b 0))
(assert
 (< j K))
(assert
 (let ((?t0 (pow2 K)))
 (< q ?t0)))
(assert
 (<= p 1))
(assert
 (<= b 1))
(assert
 (let ((?t1 (+ K 1)))
 (let ((?t2 (pow2 ?t1)))
 (and (distinct (mod (+ (+ (* q 2) p) (* b (pow2 (+ j 1)))) ?t2) (+ (* (mod (+ q (* b (pow2 j))) (pow2 K)) 2) p)) true))))
(assert
 (let ((?t0 (pow2 K)))
 (let (($t3 (>= ?t0 1)))
 (let (($t4 (>= K 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t0 (pow2 K)))
 (let (($t5 (= ?t0 1)))
 (let (($t6 (= K 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t1 (+ K 1)))
 (let (($t7 (>= ?t1 0)))
 (=> $t7 (>= (pow2 ?t1) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (let ((?t8 (+ j 1)))
 (let (($t9 (>= ?t8 0)))
 (=> $t9 (>= (pow2 ?t8) 1)))))
(assert
 (=> (= (+ j 1) 0) (= (pow2 (+ j 1)) 1)))
(assert
 (let ((?t10 (pow2 j)))
 (let (($t11 (>= ?t10 1)))
 (let (($t12 (>= j 0)))
 (=> $t12 $t11)))))
(assert
 (let ((?t10 (pow2 j)))
 (let (($t13 (= ?t10 1)))
 (let (($t14 (= j 0)))
 (=> $t14 $t13)))))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= K 0) (= (+ j 1) (+ K 1))) (= (pow2 (+ j 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ j 1))) (<= (* 2 (pow2 K)) (pow2 (+ j 1)))))
(assert
 (=> (and (>= K 0) (= j (+ K 1))) (= (pow2 j) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K j)) (<= (* 2 (pow2 K)) (pow2 j))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(assert
 (let ((?t1 (+ K 1)))
 (let (($t7 (>= ?t1 0)))
 (=> (and $t7 (= (+ j 1) (+ ?t1 1))) (= (pow2 (+ j 1)) (* 2 (pow2 ?t1)))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) (+ j 1))) (<= (* 2 (pow2 (+ K 1))) (pow2 (+ j 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= j (+ (+ K 1) 1))) (= (pow2 j) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) j)) (<= (* 2 (pow2 (+ K 1))) (pow2 j))))
(assert
 (=> (and (>= (+ j 1) 0) (= K (+ (+ j 1) 1))) (= (pow2 K) (* 2 (pow2 (+ j 1))))))
(assert
 (=> (and (>= (+ j 1) 0) (< (+ j 1) K)) (<= (* 2 (pow2 (+ j 1))) (pow2 K))))
(assert
 (let ((?t8 (+ j 1)))
 (let (($t9 (>= ?t8 0)))
 (=> (and $t9 (= (+ K 1) (+ ?t8 1))) (= (pow2 (+ K 1)) (* 2 (pow2 ?t8)))))))
(assert
 (=> (and (>= (+ j 1) 0) (< (+ j 1) (+ K 1))) (<= (* 2 (pow2 (+ j 1))) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ j 1) 0) (= j (+ (+ j 1) 1))) (= (pow2 j) (* 2 (pow2 (+ j 1))))))
(assert
 (=> (and (>= (+ j 1) 0) (< (+ j 1) j)) (<= (* 2 (pow2 (+ j 1))) (pow2 j))))
(assert
 (=> (and (>= j 0) (= K (+ j 1))) (= (pow2 K) (* 2 (pow2 j)))))
(assert
 (=> (and (>= j 0) (< j K)) (<= (* 2 (pow2 j)) (pow2 K))))
(assert
 (=> (and (>= j 0) (= (+ K 1) (+ j 1))) (= (pow2 (+ K 1)) (* 2 (pow2 j)))))
(assert
 (=> (and (>= j 0) (< j (+ K 1))) (<= (* 2 (pow2 j)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= j 0) (= (+ j 1) (+ j 1))) (= (pow2 (+ j 1)) (* 2 (pow2 j)))))
(assert
 (=> (and (>= j 0) (< j (+ j 1))) (<= (* 2 (pow2 j)) (pow2 (+ j 1)))))
(check-sat)
(reset)
; --- structure-settings: expected unsat ---
; for every: c (every bit string), j (every index >= 0), K (every natural >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun j () Int)
(declare-fun c () (Array Int Bool))
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (>= j 0))
(assert
 (< j K))
(assert
 (let (($t0 (or (= 0 0) false)))
 (let (($t1 (= (and (select c (+ 0 (+ j 1))) $t0) (and (select c (+ (+ 0 j) 1)) $t0))))
 (not (and $t1 true)))))
(assert
 (let (($t2 (>= K 0)))
 (=> $t2 (>= (pow2 K) 1))))
(assert
 (=> (= K 0) (= (pow2 K) 1)))
(assert
 (let ((?t3 (+ K 1)))
 (let (($t4 (>= ?t3 0)))
 (=> $t4 (>= (pow2 ?t3) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
(reset)
; --- structure-settings-last: expected unsat ---
; for every: K (every natural >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (not (and true)))
(assert
 (let (($t0 (>= K 0)))
 (=> $t0 (>= (pow2 K) 1))))
(assert
 (=> (= K 0) (= (pow2 K) 1)))
(assert
 (let ((?t1 (+ K 1)))
 (let (($t2 (>= ?t1 0)))
 (=> $t2 (>= (pow2 ?t1) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
(reset)
; --- structure-shift-range: expected unsat ---
; for every: c (every natural >= 0), K (every natural >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun c () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (>= c 0))
(assert
 (let ((?t0 (+ K 1)))
 (let ((?t1 (pow2 ?t0)))
 (< c ?t1))))
(assert
 (let ((?t2 (pow2 K)))
 (let ((?t3 (div c 2)))
 (>= ?t3 ?t2))))
(assert
 (let ((?t2 (pow2 K)))
 (let (($t4 (>= ?t2 1)))
 (let (($t5 (>= K 0)))
 (=> $t5 $t4)))))
(assert
 (let ((?t2 (pow2 K)))
 (let (($t6 (= ?t2 1)))
 (let (($t7 (= K 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t0 (+ K 1)))
 (let (($t8 (>= ?t0 0)))
 (=> $t8 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
(reset)
; --- structure-stages: expected unsat ---
; for every: K (every natural >= 1)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun K () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= K 1))
(assert
 (and (distinct (- (- (+ (+ K 1) 1) (+ K 1)) 1) 0) true))
(assert
 (let (($t0 (>= K 0)))
 (=> $t0 (>= (pow2 K) 1))))
(assert
 (=> (= K 0) (= (pow2 K) 1)))
(assert
 (let ((?t1 (+ K 1)))
 (let (($t2 (>= ?t1 0)))
 (=> $t2 (>= (pow2 ?t1) 1)))))
(assert
 (=> (= (+ K 1) 0) (= (pow2 (+ K 1)) 1)))
(assert
 (=> (and (>= K 0) (= (+ K 1) (+ K 1))) (= (pow2 (+ K 1)) (* 2 (pow2 K)))))
(assert
 (=> (and (>= K 0) (< K (+ K 1))) (<= (* 2 (pow2 K)) (pow2 (+ K 1)))))
(assert
 (=> (and (>= (+ K 1) 0) (= K (+ (+ K 1) 1))) (= (pow2 K) (* 2 (pow2 (+ K 1))))))
(assert
 (=> (and (>= (+ K 1) 0) (< (+ K 1) K)) (<= (* 2 (pow2 (+ K 1))) (pow2 K))))
(check-sat)
