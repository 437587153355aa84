; z3 5.4.1
; --- div-monotone: expected unsat ---
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
 (let ((?t0 (div b N)))
(let ((?t1 (div a N)))
(> ?t1 ?t0))))
(check-sat)
(reset)
; --- div-shift: expected unsat ---
; for every: a (Int), N (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun a () Int)
(assert
 (>= N 1))
(assert
 (and (distinct (div (+ a N) N) (+ (div a N) 1)) true))
(check-sat)
(reset)
; --- lemma3.7: expected unsat ---
; for every: F (Int), i (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun F () Int)
(declare-fun M () Int)
(declare-fun Y () Int)
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
 (>= i 1))
(assert
 (>= F 0))
(assert
 (>= M 0))
(assert
 (>= Y 0))
(assert
 (< i N))
(assert
 (let ((?t2 (pow2 n)))
 (< F ?t2)))
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
 (let ((?t2 (pow2 n)))
 (let ((?t8 (* N ?t2)))
 (= Y ?t8))))
(assert
 (let ((?t9 (+ (- M (pow2 n)) F)))
 (let ((?t10 (div ?t9 N)))
 (let ((?t11 (+ ?t10 1)))
 (let ((?t12 (+ ?t9 N)))
 (let ((?t13 (div ?t12 N)))
 (= ?t13 ?t11)))))))
(assert
 (let ((?t9 (+ (- M (pow2 n)) F)))
 (let ((?t12 (+ ?t9 N)))
 (let ((?t14 (+ ?t12 N)))
 (let ((?t15 (div ?t14 N)))
 (= ?t15 (+ (div ?t12 N) 1)))))))
(assert
 (let ((?t16 (+ M F)))
 (let ((?t17 (div ?t16 N)))
 (let ((?t9 (+ (- M (pow2 n)) F)))
 (let ((?t12 (+ ?t9 N)))
 (let ((?t13 (div ?t12 N)))
 (=> (<= ?t12 ?t16) (<= ?t13 ?t17))))))))
(assert
 (let ((?t9 (+ (- M (pow2 n)) F)))
 (let ((?t12 (+ ?t9 N)))
 (let ((?t14 (+ ?t12 N)))
 (let ((?t15 (div ?t14 N)))
 (let ((?t16 (+ M F)))
 (let ((?t17 (div ?t16 N)))
 (=> (<= ?t16 ?t14) (<= ?t17 ?t15)))))))))
(assert
 (let ((?t16 (+ M F)))
(let ((?t17 (div ?t16 N)))
(or (< ?t17 (+ (div (+ (- M (pow2 n)) F) N) 1)) (> ?t17 (+ (div (+ (- M (pow2 n)) F) N) 2)) (> (div (+ (* 0 (pow2 n)) F) N) 1) (< (div (+ (- Y (pow2 n)) F) N) (- (pow2 n) 2))))))
(check-sat)
