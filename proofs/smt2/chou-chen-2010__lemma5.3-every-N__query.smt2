; z3 5.4.1
; --- pow2-product-base: expected unsat ---
; for every: a (Int), b (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= a 0))
(assert
 (>= b 0))
(assert
 (let ((?t0 (pow2 a)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= a 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 a)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= a 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t5 (pow2 0)))
 (let (($t6 (>= ?t5 1)))
 (let (($t7 (>= 0 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t5 (pow2 0)))
 (let (($t8 (= ?t5 1)))
 (=> (= 0 0) $t8))))
(assert
 (=> (and (>= a 0) (= 0 (+ a 1))) (= (pow2 0) (* 2 (pow2 a)))))
(assert
 (=> (and (>= a 0) (> 0 a)) (<= (* 2 (pow2 a)) (pow2 0))))
(assert
 (=> (and (>= 0 0) (= a (+ 0 1))) (= (pow2 a) (* 2 (pow2 0)))))
(assert
 (=> (and (>= 0 0) (< 0 a)) (<= (* 2 (pow2 0)) (pow2 a))))
(assert
 (let ((?t0 (pow2 a)))
(let ((?t5 (pow2 0)))
(let ((?t9 (* ?t0 ?t5)))
(and (distinct ?t9 ?t0) true)))))
(check-sat)
(reset)
; --- pow2-product-step: expected unsat ---
; for every: a (Int), b (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun a () Int)
(declare-fun b () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= a 0))
(assert
 (>= b 0))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t1 (pow2 ?t0)))
 (= (* (pow2 a) (pow2 b)) ?t1))))
(assert
 (let ((?t2 (pow2 a)))
 (let (($t3 (>= ?t2 1)))
 (let (($t4 (>= a 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t2 (pow2 a)))
 (let (($t5 (= ?t2 1)))
 (let (($t6 (= a 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t7 (pow2 b)))
 (let (($t8 (>= ?t7 1)))
 (let (($t9 (>= b 0)))
 (=> $t9 $t8)))))
(assert
 (let ((?t7 (pow2 b)))
 (let (($t10 (= ?t7 1)))
 (let (($t11 (= b 0)))
 (=> $t11 $t10)))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t1 (pow2 ?t0)))
 (let (($t12 (>= ?t1 1)))
 (let (($t13 (>= ?t0 0)))
 (=> $t13 $t12))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t1 (pow2 ?t0)))
 (let (($t14 (= ?t1 1)))
 (let (($t15 (= ?t0 0)))
 (=> $t15 $t14))))))
(assert
 (let ((?t16 (+ b 1)))
 (let (($t17 (>= ?t16 0)))
 (=> $t17 (>= (pow2 ?t16) 1)))))
(assert
 (=> (= (+ b 1) 0) (= (pow2 (+ b 1)) 1)))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> $t19 (>= (pow2 ?t18) 1))))))
(assert
 (=> (= (+ (+ a b) 1) 0) (= (pow2 (+ (+ a b) 1)) 1)))
(assert
 (=> (and (>= a 0) (= b (+ a 1))) (= (pow2 b) (* 2 (pow2 a)))))
(assert
 (=> (and (>= a 0) (< a b)) (<= (* 2 (pow2 a)) (pow2 b))))
(assert
 (=> (and (>= a 0) (= (+ a b) (+ a 1))) (= (pow2 (+ a b)) (* 2 (pow2 a)))))
(assert
 (=> (and (>= a 0) (< a (+ a b))) (<= (* 2 (pow2 a)) (pow2 (+ a b)))))
(assert
 (=> (and (>= a 0) (= (+ b 1) (+ a 1))) (= (pow2 (+ b 1)) (* 2 (pow2 a)))))
(assert
 (=> (and (>= a 0) (< a (+ b 1))) (<= (* 2 (pow2 a)) (pow2 (+ b 1)))))
(assert
 (=> (and (>= a 0) (= (+ (+ a b) 1) (+ a 1))) (= (pow2 (+ (+ a b) 1)) (* 2 (pow2 a)))))
(assert
 (=> (and (>= a 0) (< a (+ (+ a b) 1))) (<= (* 2 (pow2 a)) (pow2 (+ (+ a b) 1)))))
(assert
 (=> (and (>= b 0) (= a (+ b 1))) (= (pow2 a) (* 2 (pow2 b)))))
(assert
 (=> (and (>= b 0) (< b a)) (<= (* 2 (pow2 b)) (pow2 a))))
(assert
 (=> (and (>= b 0) (= (+ a b) (+ b 1))) (= (pow2 (+ a b)) (* 2 (pow2 b)))))
(assert
 (=> (and (>= b 0) (< b (+ a b))) (<= (* 2 (pow2 b)) (pow2 (+ a b)))))
(assert
 (=> (and (>= b 0) (= (+ b 1) (+ b 1))) (= (pow2 (+ b 1)) (* 2 (pow2 b)))))
(assert
 (=> (and (>= b 0) (< b (+ b 1))) (<= (* 2 (pow2 b)) (pow2 (+ b 1)))))
(assert
 (=> (and (>= b 0) (= (+ (+ a b) 1) (+ b 1))) (= (pow2 (+ (+ a b) 1)) (* 2 (pow2 b)))))
(assert
 (=> (and (>= b 0) (< b (+ (+ a b) 1))) (<= (* 2 (pow2 b)) (pow2 (+ (+ a b) 1)))))
(assert
 (=> (and (>= (+ a b) 0) (= a (+ (+ a b) 1))) (= (pow2 a) (* 2 (pow2 (+ a b))))))
(assert
 (=> (and (>= (+ a b) 0) (< (+ a b) a)) (<= (* 2 (pow2 (+ a b))) (pow2 a))))
(assert
 (=> (and (>= (+ a b) 0) (= b (+ (+ a b) 1))) (= (pow2 b) (* 2 (pow2 (+ a b))))))
(assert
 (=> (and (>= (+ a b) 0) (< (+ a b) b)) (<= (* 2 (pow2 (+ a b))) (pow2 b))))
(assert
 (let ((?t0 (+ a b)))
 (let (($t13 (>= ?t0 0)))
 (=> (and $t13 (= (+ b 1) (+ ?t0 1))) (= (pow2 (+ b 1)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (+ a b) 0) (< (+ a b) (+ b 1))) (<= (* 2 (pow2 (+ a b))) (pow2 (+ b 1)))))
(assert
 (let ((?t0 (+ a b)))
 (let (($t13 (>= ?t0 0)))
 (=> (and $t13 (= (+ ?t0 1) (+ ?t0 1))) (= (pow2 (+ ?t0 1)) (* 2 (pow2 ?t0)))))))
(assert
 (let ((?t0 (+ a b)))
 (let (($t13 (>= ?t0 0)))
 (=> (and $t13 (< ?t0 (+ ?t0 1))) (<= (* 2 (pow2 ?t0)) (pow2 (+ ?t0 1)))))))
(assert
 (=> (and (>= (+ b 1) 0) (= a (+ (+ b 1) 1))) (= (pow2 a) (* 2 (pow2 (+ b 1))))))
(assert
 (=> (and (>= (+ b 1) 0) (< (+ b 1) a)) (<= (* 2 (pow2 (+ b 1))) (pow2 a))))
(assert
 (=> (and (>= (+ b 1) 0) (= b (+ (+ b 1) 1))) (= (pow2 b) (* 2 (pow2 (+ b 1))))))
(assert
 (=> (and (>= (+ b 1) 0) (< (+ b 1) b)) (<= (* 2 (pow2 (+ b 1))) (pow2 b))))
(assert
 (let ((?t16 (+ b 1)))
 (let (($t17 (>= ?t16 0)))
 (=> (and $t17 (= (+ a b) (+ ?t16 1))) (= (pow2 (+ a b)) (* 2 (pow2 ?t16)))))))
(assert
 (=> (and (>= (+ b 1) 0) (< (+ b 1) (+ a b))) (<= (* 2 (pow2 (+ b 1))) (pow2 (+ a b)))))
(assert
 (let ((?t16 (+ b 1)))
 (let (($t17 (>= ?t16 0)))
 (=> (and $t17 (= (+ (+ a b) 1) (+ ?t16 1))) (= (pow2 (+ (+ a b) 1)) (* 2 (pow2 ?t16)))))))
(assert
 (let ((?t16 (+ b 1)))
 (let (($t17 (>= ?t16 0)))
 (=> (and $t17 (< ?t16 (+ (+ a b) 1))) (<= (* 2 (pow2 ?t16)) (pow2 (+ (+ a b) 1)))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (= a (+ ?t18 1))) (= (pow2 a) (* 2 (pow2 ?t18))))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (< ?t18 a)) (<= (* 2 (pow2 ?t18)) (pow2 a)))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (= b (+ ?t18 1))) (= (pow2 b) (* 2 (pow2 ?t18))))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (< ?t18 b)) (<= (* 2 (pow2 ?t18)) (pow2 b)))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (= ?t0 (+ ?t18 1))) (= (pow2 ?t0) (* 2 (pow2 ?t18))))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (< ?t18 ?t0)) (<= (* 2 (pow2 ?t18)) (pow2 ?t0)))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (= (+ b 1) (+ ?t18 1))) (= (pow2 (+ b 1)) (* 2 (pow2 ?t18))))))))
(assert
 (let ((?t0 (+ a b)))
 (let ((?t18 (+ ?t0 1)))
 (let (($t19 (>= ?t18 0)))
 (=> (and $t19 (< ?t18 (+ b 1))) (<= (* 2 (pow2 ?t18)) (pow2 (+ b 1))))))))
(assert
 (let ((?t0 (+ a b)))
(let ((?t18 (+ ?t0 1)))
(let ((?t20 (pow2 ?t18)))
(let ((?t16 (+ b 1)))
(let ((?t21 (pow2 ?t16)))
(let ((?t2 (pow2 a)))
(let ((?t22 (* ?t2 ?t21)))
(and (distinct ?t22 ?t20) true)))))))))
(check-sat)
(reset)
; --- prefix-unique: expected unsat ---
; for every: F (Int), k (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun k () Int)
(declare-fun F () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= n 1))
(assert
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (< ?t1 N))))
(assert
 (let ((?t2 (pow2 n)))
 (<= N ?t2)))
(assert
 (>= k 1))
(assert
 (<= k n))
(assert
 (<= (+ (pow2 (- n 1)) (pow2 (- n k))) N))
(assert
 (>= F 0))
(assert
 (let ((?t2 (pow2 n)))
 (< F ?t2)))
(assert
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (= (* (pow2 (- k 1)) (pow2 (- n k))) ?t1))))
(assert
 (let ((?t3 (- n k)))
 (let ((?t4 (pow2 ?t3)))
 (let ((?t5 (div F ?t4)))
 (= ?t5 (- (pow2 (- k 1)) 1))))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t6 (>= ?t2 1)))
 (let (($t7 (>= n 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t8 (= ?t2 1)))
 (let (($t9 (= n 0)))
 (=> $t9 $t8)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t10 (>= ?t0 0)))
 (=> $t10 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (let ((?t3 (- n k)))
 (let (($t11 (>= ?t3 0)))
 (=> $t11 (>= (pow2 ?t3) 1)))))
(assert
 (=> (= (- n k) 0) (= (pow2 (- n k)) 1)))
(assert
 (let ((?t12 (- k 1)))
 (let (($t13 (>= ?t12 0)))
 (=> $t13 (>= (pow2 ?t12) 1)))))
(assert
 (=> (= (- k 1) 0) (= (pow2 (- k 1)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= n 0) (= (- n k) (+ n 1))) (= (pow2 (- n k)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n k))) (<= (* 2 (pow2 n)) (pow2 (- n k)))))
(assert
 (=> (and (>= n 0) (= (- k 1) (+ n 1))) (= (pow2 (- k 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- k 1))) (<= (* 2 (pow2 n)) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t10 (>= ?t0 0)))
 (=> (and $t10 (= (- n k) (+ ?t0 1))) (= (pow2 (- n k)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- n k))) (<= (* 2 (pow2 (- n 1))) (pow2 (- n k)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t10 (>= ?t0 0)))
 (=> (and $t10 (= (- k 1) (+ ?t0 1))) (= (pow2 (- k 1)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- k 1))) (<= (* 2 (pow2 (- n 1))) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- n k) 0) (= n (+ (- n k) 1))) (= (pow2 n) (* 2 (pow2 (- n k))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) n)) (<= (* 2 (pow2 (- n k))) (pow2 n))))
(assert
 (let ((?t3 (- n k)))
 (let (($t11 (>= ?t3 0)))
 (=> (and $t11 (= (- n 1) (+ ?t3 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t3)))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) (- n 1))) (<= (* 2 (pow2 (- n k))) (pow2 (- n 1)))))
(assert
 (let ((?t3 (- n k)))
 (let (($t11 (>= ?t3 0)))
 (=> (and $t11 (= (- k 1) (+ ?t3 1))) (= (pow2 (- k 1)) (* 2 (pow2 ?t3)))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) (- k 1))) (<= (* 2 (pow2 (- n k))) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= n (+ (- k 1) 1))) (= (pow2 n) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) n)) (<= (* 2 (pow2 (- k 1))) (pow2 n))))
(assert
 (let ((?t12 (- k 1)))
 (let (($t13 (>= ?t12 0)))
 (=> (and $t13 (= (- n 1) (+ ?t12 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t12)))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) (- n 1))) (<= (* 2 (pow2 (- k 1))) (pow2 (- n 1)))))
(assert
 (let ((?t12 (- k 1)))
 (let (($t13 (>= ?t12 0)))
 (=> (and $t13 (= (- n k) (+ ?t12 1))) (= (pow2 (- n k)) (* 2 (pow2 ?t12)))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) (- n k))) (<= (* 2 (pow2 (- k 1))) (pow2 (- n k)))))
(assert
 (or (< F (- (pow2 n) N)) (>= F N)))
(check-sat)
