; z3 5.4.1
; --- base: expected unsat ---
; for every: F (Int), i (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun F () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= n 1))
(assert
 (>= F 0))
(assert
 (let ((?t0 (pow2 n)))
 (< F ?t0)))
(assert
 (>= i 0))
(assert
 (< i N))
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
 (let ((?t5 (pow2 0)))
 (let (($t6 (>= ?t5 1)))
 (let (($t7 (>= 0 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t5 (pow2 0)))
 (let (($t8 (= ?t5 1)))
 (=> (= 0 0) $t8))))
(assert
 (let ((?t9 (- n 0)))
 (let (($t10 (>= ?t9 0)))
 (=> $t10 (>= (pow2 ?t9) 1)))))
(assert
 (=> (= (- n 0) 0) (= (pow2 (- n 0)) 1)))
(assert
 (=> (and (>= n 0) (= 0 (+ n 1))) (= (pow2 0) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (> 0 n)) (<= (* 2 (pow2 n)) (pow2 0))))
(assert
 (=> (and (>= n 0) (= (- n 0) (+ n 1))) (= (pow2 (- n 0)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 0))) (<= (* 2 (pow2 n)) (pow2 (- n 0)))))
(assert
 (=> (and (>= 0 0) (= n (+ 0 1))) (= (pow2 n) (* 2 (pow2 0)))))
(assert
 (=> (and (>= 0 0) (< 0 n)) (<= (* 2 (pow2 0)) (pow2 n))))
(assert
 (=> (and (>= 0 0) (= (- n 0) (+ 0 1))) (= (pow2 (- n 0)) (* 2 (pow2 0)))))
(assert
 (=> (and (>= 0 0) (< 0 (- n 0))) (<= (* 2 (pow2 0)) (pow2 (- n 0)))))
(assert
 (=> (and (>= (- n 0) 0) (= n (+ (- n 0) 1))) (= (pow2 n) (* 2 (pow2 (- n 0))))))
(assert
 (=> (and (>= (- n 0) 0) (< (- n 0) n)) (<= (* 2 (pow2 (- n 0))) (pow2 n))))
(assert
 (=> (and (>= (- n 0) 0) (= 0 (+ (- n 0) 1))) (= (pow2 0) (* 2 (pow2 (- n 0))))))
(assert
 (=> (and (>= (- n 0) 0) (> 0 (- n 0))) (<= (* 2 (pow2 (- n 0))) (pow2 0))))
(assert
 (let ((?t5 (pow2 0)))
(let ((?t11 (* i ?t5)))
(let ((?t12 (+ ?t11 (div F (pow2 (- n 0))))))
(and (distinct ?t12 (+ (* N 0) i)) true)))))
(check-sat)
(reset)
; --- step-stage: expected unsat ---
; for every: B (Int), f (Int), N (Int), t (Int), X (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun t () Int)
(declare-fun f () Int)
(declare-fun B () Int)
(declare-fun X () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= t 0))
(assert
 (< t N))
(assert
 (>= f 0))
(assert
 (<= f 1))
(assert
 (>= B 0))
(assert
 (>= X 0))
(assert
 (= X (+ (* B N) t)))
(assert
 (let ((?t0 (mod (+ (* t 2) (div (* t 2) N)) N)))
(let ((?t1 (mod ?t0 2)))
(let ((?t2 (+ (- ?t0 ?t1) f)))
(let (($t3 (and (distinct (+ (* X 2) f) (+ (* (+ (* B 2) ?t1) N) ?t2)) true)))
(or (and (and (distinct ?t1 0) true) (and (distinct ?t1 1) true)) (< ?t2 0) (>= ?t2 N) $t3))))))
(check-sat)
(reset)
; --- step-prefix: expected unsat ---
; for every: F (Int), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun s () Int)
(declare-fun F () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= n 1))
(assert
 (>= s 0))
(assert
 (< s n))
(assert
 (>= F 0))
(assert
 (let ((?t0 (pow2 n)))
 (< F ?t0)))
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
 (let ((?t5 (- (- n 1) s)))
 (let (($t6 (>= ?t5 0)))
 (=> $t6 (>= (pow2 ?t5) 1)))))
(assert
 (=> (= (- (- n 1) s) 0) (= (pow2 (- (- n 1) s)) 1)))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let (($t8 (>= ?t7 0)))
 (=> $t8 (>= (pow2 ?t7) 1)))))
(assert
 (=> (= (- n (+ s 1)) 0) (= (pow2 (- n (+ s 1))) 1)))
(assert
 (let ((?t9 (- n s)))
 (let (($t10 (>= ?t9 0)))
 (=> $t10 (>= (pow2 ?t9) 1)))))
(assert
 (=> (= (- n s) 0) (= (pow2 (- n s)) 1)))
(assert
 (=> (and (>= n 0) (= (- (- n 1) s) (+ n 1))) (= (pow2 (- (- n 1) s)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- (- n 1) s))) (<= (* 2 (pow2 n)) (pow2 (- (- n 1) s)))))
(assert
 (=> (and (>= n 0) (= (- n (+ s 1)) (+ n 1))) (= (pow2 (- n (+ s 1))) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n (+ s 1)))) (<= (* 2 (pow2 n)) (pow2 (- n (+ s 1))))))
(assert
 (=> (and (>= n 0) (= (- n s) (+ n 1))) (= (pow2 (- n s)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n s))) (<= (* 2 (pow2 n)) (pow2 (- n s)))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let (($t6 (>= ?t5 0)))
 (=> (and $t6 (= n (+ ?t5 1))) (= (pow2 n) (* 2 (pow2 ?t5)))))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let (($t6 (>= ?t5 0)))
 (=> (and $t6 (< ?t5 n)) (<= (* 2 (pow2 ?t5)) (pow2 n))))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let ((?t11 (pow2 ?t5)))
 (let ((?t12 (* 2 ?t11)))
 (let ((?t7 (- n (+ s 1))))
 (let ((?t13 (pow2 ?t7)))
 (=> (and (>= ?t5 0) (= ?t7 (+ ?t5 1))) (= ?t13 ?t12))))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t5 (- (- n 1) s)))
 (let ((?t11 (pow2 ?t5)))
 (let ((?t12 (* 2 ?t11)))
 (=> (and (>= ?t5 0) (< ?t5 ?t7)) (<= ?t12 ?t13))))))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let (($t6 (>= ?t5 0)))
 (=> (and $t6 (= (- n s) (+ ?t5 1))) (= (pow2 (- n s)) (* 2 (pow2 ?t5)))))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let (($t6 (>= ?t5 0)))
 (=> (and $t6 (< ?t5 (- n s))) (<= (* 2 (pow2 ?t5)) (pow2 (- n s)))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (= n (+ ?t7 1))) (= (pow2 n) (* 2 (pow2 ?t7)))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (< ?t7 n)) (<= (* 2 (pow2 ?t7)) (pow2 n))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t14 (* 2 ?t13)))
 (let ((?t5 (- (- n 1) s)))
 (let ((?t11 (pow2 ?t5)))
 (=> (and (>= ?t7 0) (= ?t5 (+ ?t7 1))) (= ?t11 ?t14))))))))
(assert
 (let ((?t5 (- (- n 1) s)))
 (let ((?t11 (pow2 ?t5)))
 (let ((?t7 (- n (+ s 1))))
 (let ((?t13 (pow2 ?t7)))
 (let ((?t14 (* 2 ?t13)))
 (=> (and (>= ?t7 0) (< ?t7 ?t5)) (<= ?t14 ?t11))))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (= (- n s) (+ ?t7 1))) (= (pow2 (- n s)) (* 2 (pow2 ?t7)))))))
(assert
 (let ((?t7 (- n (+ s 1))))
 (let (($t8 (>= ?t7 0)))
 (=> (and $t8 (< ?t7 (- n s))) (<= (* 2 (pow2 ?t7)) (pow2 (- n s)))))))
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
 (let ((?t15 (mod (div F (pow2 (- (- n 1) s))) 2)))
(let ((?t7 (- n (+ s 1))))
(let ((?t13 (pow2 ?t7)))
(let ((?t16 (div F ?t13)))
(or (and (and (distinct ?t15 0) true) (and (distinct ?t15 1) true)) (and (distinct ?t16 (+ (* (div F (pow2 (- n s))) 2) ?t15)) true)))))))
(check-sat)
(reset)
; --- step-power: expected unsat ---
; for every: i (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun s () Int)
(declare-fun i () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= s 0))
(assert
 (>= i 0))
(assert
 (let ((?t0 (+ s 1)))
 (let (($t1 (>= ?t0 0)))
 (=> $t1 (>= (pow2 ?t0) 1)))))
(assert
 (=> (= (+ s 1) 0) (= (pow2 (+ s 1)) 1)))
(assert
 (let ((?t2 (pow2 s)))
 (let (($t3 (>= ?t2 1)))
 (let (($t4 (>= s 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t2 (pow2 s)))
 (let (($t5 (= ?t2 1)))
 (let (($t6 (= s 0)))
 (=> $t6 $t5)))))
(assert
 (=> (and (>= (+ s 1) 0) (= s (+ (+ s 1) 1))) (= (pow2 s) (* 2 (pow2 (+ s 1))))))
(assert
 (=> (and (>= (+ s 1) 0) (< (+ s 1) s)) (<= (* 2 (pow2 (+ s 1))) (pow2 s))))
(assert
 (=> (and (>= s 0) (= (+ s 1) (+ s 1))) (= (pow2 (+ s 1)) (* 2 (pow2 s)))))
(assert
 (=> (and (>= s 0) (< s (+ s 1))) (<= (* 2 (pow2 s)) (pow2 (+ s 1)))))
(assert
 (let ((?t2 (pow2 s)))
(let ((?t7 (* i ?t2)))
(let ((?t8 (* 2 ?t7)))
(let ((?t0 (+ s 1)))
(let ((?t9 (pow2 ?t0)))
(let ((?t10 (* i ?t9)))
(and (distinct ?t10 ?t8) true))))))))
(check-sat)
(reset)
; --- end: expected unsat ---
; for every: F (Int), i (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun i () Int)
(declare-fun F () Int)
(declare-fun t () Int)
(declare-fun B () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= n 1))
(assert
 (>= i 0))
(assert
 (>= F 0))
(assert
 (>= t 0))
(assert
 (>= B 0))
(assert
 (< i N))
(assert
 (let ((?t0 (pow2 n)))
 (< F ?t0)))
(assert
 (< t N))
(assert
 (let ((?t1 (+ (* B N) t)))
 (= (+ (* i (pow2 n)) (div F 1)) ?t1)))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t2 (>= ?t0 1)))
 (let (($t3 (>= n 0)))
 (=> $t3 $t2)))))
(assert
 (let ((?t0 (pow2 n)))
 (let (($t4 (= ?t0 1)))
 (let (($t5 (= n 0)))
 (=> $t5 $t4)))))
(assert
 (or (and (distinct t (mod (+ (* i (pow2 n)) F) N)) true) (and (distinct B (div (+ (* i (pow2 n)) F) N)) true)))
(check-sat)
