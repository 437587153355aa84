; z3 5.4.1
; --- config-base: expected unsat ---
; for every: C (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun C () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= n 1))
(assert
 (>= C 0))
(assert
 (let ((?t0 (pow2 n)))
 (< C ?t0)))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= n 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= n 0)))
 (=> $t4 $t3)))))
(assert
 (or (and (distinct (div C (pow2 n)) 0) true) (and (distinct (div C 1) C) true)))
(check-sat)
(reset)
; --- step-config: expected unsat ---
; for every: b (Int), C (Int), f (Int), n (Int), s (Int), Z (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun s () Int)
(declare-fun C () Int)
(declare-fun Z () Int)
(declare-fun pow2 (Int) Int)
(declare-fun b () Int)
(declare-fun f () Int)
(assert
 (>= n 1))
(assert
 (>= s 0))
(assert
 (< s n))
(assert
 (>= C 0))
(assert
 (>= Z 0))
(assert
 (let ((?t0 (pow2 n)))
 (< C ?t0)))
(assert
 (>= b 0))
(assert
 (>= f 0))
(assert
 (<= b 1))
(assert
 (<= f 1))
(assert
 (= (div C (pow2 (- n s))) Z))
(assert
 (let ((?t1 (ite (= b f) 0 1)))
 (let ((?t2 (mod (div C (pow2 (- (- n 1) s))) 2)))
 (= ?t2 ?t1))))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t3 (>= ?t0 1)))
 (let (($t4 (>= n 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t5 (= ?t0 1)))
 (let (($t6 (= n 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let (($t8 (>= ?t7 0)))
 (=> $t8 (>= (pow2 ?t7) 1)))))
(assert
 (=> (= (- (- n 1) s) 0) (= (pow2 (- (- n 1) s)) 1)))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> $t10 (>= (pow2 ?t9) 1)))))
(assert
 (=> (= (- n s) 0) (= (pow2 (- n s)) 1)))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let (($t12 (>= ?t11 0)))
 (=> $t12 (>= (pow2 ?t11) 1)))))
(assert
 (=> (= (- n (+ s 1)) 0) (= (pow2 (- n (+ s 1))) 1)))
(assert
 (=> (and (>= n 0) (= (- (- n 1) s) (+ n 1))) (= (pow2 (- (- n 1) s)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- (- n 1) s))) (<= (* 2 (pow2 n)) (pow2 (- (- n 1) s)))))
(assert
 (=> (and (>= n 0) (= (- n s) (+ n 1))) (= (pow2 (- n s)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n s))) (<= (* 2 (pow2 n)) (pow2 (- n s)))))
(assert
 (=> (and (>= n 0) (= (- n (+ s 1)) (+ n 1))) (= (pow2 (- n (+ s 1))) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n (+ s 1)))) (<= (* 2 (pow2 n)) (pow2 (- n (+ s 1))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (= n (+ ?t7 1))) (= (pow2 n) (* 2 (pow2 ?t7)))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (< ?t7 n)) (<= (* 2 (pow2 ?t7)) (pow2 n))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (= (- n s) (+ ?t7 1))) (= (pow2 (- n s)) (* 2 (pow2 ?t7)))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (< ?t7 (- n s))) (<= (* 2 (pow2 ?t7)) (pow2 (- n s)))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t14 (* 2 ?t13)))
 (let ((?t11 (- n (+ s 1))))
 (let ((?t15 (pow2 ?t11)))
 (=> (and (>= ?t7 0) (= ?t11 (+ ?t7 1))) (= ?t15 ?t14))))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let ((?t15 (pow2 ?t11)))
 (let ((?t7 (- (- n 1) s)))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t14 (* 2 ?t13)))
 (=> (and (>= ?t7 0) (< ?t7 ?t11)) (<= ?t14 ?t15))))))))
(assert
 (=> (and (>= (- n s) 0) (= n (+ (- n s) 1))) (= (pow2 n) (* 2 (pow2 (- n s))))))
(assert
 (=> (and (>= (- n s) 0) (< (- n s) n)) (<= (* 2 (pow2 (- n s))) (pow2 n))))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> (and $t10 (= (- (- n 1) s) (+ ?t9 1))) (= (pow2 (- (- n 1) s)) (* 2 (pow2 ?t9)))))))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> (and $t10 (< ?t9 (- (- n 1) s))) (<= (* 2 (pow2 ?t9)) (pow2 (- (- n 1) s)))))))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> (and $t10 (= (- n (+ s 1)) (+ ?t9 1))) (= (pow2 (- n (+ s 1))) (* 2 (pow2 ?t9)))))))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> (and $t10 (< ?t9 (- n (+ s 1)))) (<= (* 2 (pow2 ?t9)) (pow2 (- n (+ s 1))))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let (($t12 (>= ?t11 0)))
 (=> (and $t12 (= n (+ ?t11 1))) (= (pow2 n) (* 2 (pow2 ?t11)))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let (($t12 (>= ?t11 0)))
 (=> (and $t12 (< ?t11 n)) (<= (* 2 (pow2 ?t11)) (pow2 n))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let ((?t15 (pow2 ?t11)))
 (let ((?t16 (* 2 ?t15)))
 (let ((?t7 (- (- n 1) s)))
 (let ((?t13 (pow2 ?t7)))
 (=> (and (>= ?t11 0) (= ?t7 (+ ?t11 1))) (= ?t13 ?t16))))))))
(assert
 (let ((?t7 (- (- n 1) s)))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t11 (- n (+ s 1))))
 (let ((?t15 (pow2 ?t11)))
 (let ((?t16 (* 2 ?t15)))
 (=> (and (>= ?t11 0) (< ?t11 ?t7)) (<= ?t16 ?t13))))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let (($t12 (>= ?t11 0)))
 (=> (and $t12 (= (- n s) (+ ?t11 1))) (= (pow2 (- n s)) (* 2 (pow2 ?t11)))))))
(assert
 (let ((?t11 (- n (+ s 1))))
 (let (($t12 (>= ?t11 0)))
 (=> (and $t12 (< ?t11 (- n s))) (<= (* 2 (pow2 ?t11)) (pow2 (- n s)))))))
(assert
 (let ((?t11 (- n (+ s 1))))
(let ((?t15 (pow2 ?t11)))
(let ((?t17 (div C ?t15)))
(let (($t18 (and (and (distinct (mod (div C (pow2 (- (- n 1) s))) 2) 0) true) (and (distinct (mod (div C (pow2 (- (- n 1) s))) 2) 1) true))))
(or $t18 (and (distinct ?t17 (+ (* Z 2) (ite (= b f) 0 1))) true)))))))
(check-sat)
