; z3 5.4.1
; --- ceil-div: expected unsat ---
; for every: N (Int), q (Int), X (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun X () Int)
(declare-fun q () Int)
(assert
 (>= N 1))
(assert
 (>= X 1))
(assert
 (= q (div (- (+ X N) 1) N)))
(assert
 (or (< (* q N) X) (>= (* q N) (+ X N))))
(check-sat)
(reset)
; --- div-lower: expected unsat ---
; for every: a (Int), N (Int), t (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun t () Int)
(declare-fun a () Int)
(assert
 (>= N 1))
(assert
 (<= (* a N) t))
(assert
 (let ((?t0 (div t N)))
(< ?t0 a)))
(check-sat)
(reset)
; --- div-upper: expected unsat ---
; for every: a (Int), N (Int), t (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun a () Int)
(declare-fun t () Int)
(assert
 (>= N 1))
(assert
 (let ((?t0 (* a N)))
 (< t ?t0)))
(assert
 (let ((?t1 (div t N)))
(>= ?t1 a)))
(check-sat)
(reset)
; --- mul-monotone: expected unsat ---
; for every: a (Int), b (Int), N (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun b () Int)
(declare-fun a () Int)
(assert
 (>= N 1))
(assert
 (<= a b))
(assert
 (let ((?t0 (* b N)))
(let ((?t1 (* a N)))
(> ?t1 ?t0))))
(check-sat)
(reset)
; --- unique-witness: expected unsat ---
; for every: C (Int), i (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun C () Int)
(declare-fun i () Int)
(assert
 (>= N 4))
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
 (>= n 2))
(assert
 (>= C 0))
(assert
 (let ((?t2 (pow2 n)))
 (< C ?t2)))
(assert
 (>= i 0))
(assert
 (let ((?t2 (pow2 n)))
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t3 (ite (< C ?t1) (+ C ?t1) (- C ?t1))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t5 (* ?t4 N)))
 (let ((?t6 (- ?t5 ?t1)))
 (let ((?t7 (+ ?t6 ?t2)))
 (let ((?t8 (div (- ?t7 1) ?t2)))
 (= i (ite (>= ?t1 ?t5) 0 ?t8))))))))))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t9 (>= ?t2 1)))
 (let (($t10 (>= n 0)))
 (=> $t10 $t9)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t11 (= ?t2 1)))
 (let (($t12 (= n 0)))
 (=> $t12 $t11)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t13 (>= ?t0 0)))
 (=> $t13 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (let ((?t14 (- n 2)))
 (let (($t15 (>= ?t14 0)))
 (=> $t15 (>= (pow2 ?t14) 1)))))
(assert
 (=> (= (- n 2) 0) (= (pow2 (- n 2)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= n 0) (= (- n 2) (+ n 1))) (= (pow2 (- n 2)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 2))) (<= (* 2 (pow2 n)) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t13 (>= ?t0 0)))
 (=> (and $t13 (= (- n 2) (+ ?t0 1))) (= (pow2 (- n 2)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- n 2))) (<= (* 2 (pow2 (- n 1))) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 2) 0) (= n (+ (- n 2) 1))) (= (pow2 n) (* 2 (pow2 (- n 2))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) n)) (<= (* 2 (pow2 (- n 2))) (pow2 n))))
(assert
 (let ((?t14 (- n 2)))
 (let (($t15 (>= ?t14 0)))
 (=> (and $t15 (= (- n 1) (+ ?t14 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t14)))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) (- n 1))) (<= (* 2 (pow2 (- n 2))) (pow2 (- n 1)))))
(assert
 (let ((?t2 (pow2 n)))
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t3 (ite (< C ?t1) (+ C ?t1) (- C ?t1))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t5 (* ?t4 N)))
 (let ((?t6 (- ?t5 ?t1)))
 (let ((?t7 (+ ?t6 ?t2)))
 (let ((?t16 (* i ?t2)))
 (=> (and (>= ?t6 1) (= i (div (- ?t7 1) ?t2))) (and (<= ?t6 ?t16) (< ?t16 ?t7)))))))))))))
(assert
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t2 (pow2 n)))
 (let ((?t16 (* i ?t2)))
 (let ((?t17 (+ ?t16 ?t1)))
 (let ((?t18 (div ?t17 N)))
 (let ((?t3 (ite (< C ?t1) (+ C ?t1) (- C ?t1))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (=> (<= (* ?t4 N) ?t17) (<= ?t4 ?t18)))))))))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t19 (+ ?t4 2)))
 (let ((?t0 (- n 1)))
 (let ((?t1 (pow2 ?t0)))
 (let ((?t2 (pow2 n)))
 (let ((?t16 (* i ?t2)))
 (let ((?t17 (+ ?t16 ?t1)))
 (let ((?t18 (div ?t17 N)))
 (=> (< ?t17 (* ?t19 N)) (< ?t18 ?t19))))))))))))
(assert
 (=> (<= N i) (<= (* N (pow2 n)) (* i (pow2 n)))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t5 (* ?t4 N)))
 (=> (<= ?t4 (- (pow2 n) 2)) (<= ?t5 (* (- (pow2 n) 2) N)))))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t5 (* ?t4 N)))
 (=> (>= ?t4 1) (<= (* 1 N) ?t5))))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (let ((?t5 (* ?t4 N)))
 (=> (>= ?t4 0) (<= (* 0 N) ?t5))))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
(let ((?t4 (- ?t3 (mod ?t3 2))))
(let ((?t0 (- n 1)))
(let ((?t1 (pow2 ?t0)))
(let ((?t2 (pow2 n)))
(let ((?t16 (* i ?t2)))
(let ((?t17 (+ ?t16 ?t1)))
(let ((?t18 (div ?t17 N)))
(or (>= i N) (< ?t18 ?t4) (> ?t18 (+ ?t4 1))))))))))))
(check-sat)
(reset)
; --- unique-xor: expected unsat ---
; for every: B (Int), C (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun C () Int)
(declare-fun B () Int)
(assert
 (>= N 4))
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
 (>= n 2))
(assert
 (>= C 0))
(assert
 (>= B 0))
(assert
 (let ((?t2 (pow2 n)))
 (< C ?t2)))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (<= ?t4 B))))
(assert
 (let ((?t3 (ite (< C (pow2 (- n 1))) (+ C (pow2 (- n 1))) (- C (pow2 (- n 1))))))
 (let ((?t4 (- ?t3 (mod ?t3 2))))
 (<= B (+ ?t4 1)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t5 (>= ?t2 1)))
 (let (($t6 (>= n 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t7 (= ?t2 1)))
 (let (($t8 (= n 0)))
 (=> $t8 $t7)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t9 (>= ?t0 0)))
 (=> $t9 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (let ((?t10 (- n 2)))
 (let (($t11 (>= ?t10 0)))
 (=> $t11 (>= (pow2 ?t10) 1)))))
(assert
 (=> (= (- n 2) 0) (= (pow2 (- n 2)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= n 0) (= (- n 2) (+ n 1))) (= (pow2 (- n 2)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 2))) (<= (* 2 (pow2 n)) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t9 (>= ?t0 0)))
 (=> (and $t9 (= (- n 2) (+ ?t0 1))) (= (pow2 (- n 2)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- n 2))) (<= (* 2 (pow2 (- n 1))) (pow2 (- n 2)))))
(assert
 (=> (and (>= (- n 2) 0) (= n (+ (- n 2) 1))) (= (pow2 n) (* 2 (pow2 (- n 2))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) n)) (<= (* 2 (pow2 (- n 2))) (pow2 n))))
(assert
 (let ((?t10 (- n 2)))
 (let (($t11 (>= ?t10 0)))
 (=> (and $t11 (= (- n 1) (+ ?t10 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t10)))))))
(assert
 (=> (and (>= (- n 2) 0) (< (- n 2) (- n 1))) (<= (* 2 (pow2 (- n 2))) (pow2 (- n 1)))))
(assert
 (let (($t12 (and (<= (- (pow2 n) N) (pow2 (- n 1))) (< (+ (pow2 (- n 1)) 1) N))))
(let ((?t0 (- n 1)))
(let ((?t1 (pow2 ?t0)))
(let ((?t13 (mod B 2)))
(let ((?t14 (* 2 ?t13)))
(let ((?t15 (- (+ B 1) ?t14)))
(let (($t16 (or (= (ite (< B ?t1) (+ B ?t1) (- B ?t1)) C) (= (ite (< ?t15 ?t1) (+ ?t15 ?t1) (- ?t15 ?t1)) C))))
(or (>= B (pow2 n)) (not $t16) (not $t12))))))))))
(check-sat)
(reset)
; --- cover: expected unsat ---
; for every: F (Int), G (Int), i (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun F () Int)
(declare-fun G () Int)
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
 (>= i 0))
(assert
 (>= F 0))
(assert
 (>= G 0))
(assert
 (< i N))
(assert
 (< F N))
(assert
 (< G N))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t3 (>= ?t2 1)))
 (let (($t4 (>= n 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t2 (pow2 n)))
 (let (($t5 (= ?t2 1)))
 (let (($t6 (= n 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t7 (>= ?t0 0)))
 (=> $t7 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (- n 1) 0) (= (pow2 (- n 1)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (let ((?t8 (mod (+ (* i (pow2 n)) G) N)))
(let ((?t9 (mod (+ (* i (pow2 n)) F) N)))
(or (> N (pow2 n)) (and (and (distinct F G) true) (= ?t9 ?t8))))))
(check-sat)
