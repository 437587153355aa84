; z3 5.4.1
; --- q0-identity: expected unsat ---
; for every: k (Int), L (Int), r (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun r () Int)
(declare-fun L () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= k 2))
(assert
 (>= r 0))
(assert
 (>= L 1))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t1 (>= ?t0 1)))
 (let (($t2 (>= k 0)))
 (=> $t2 $t1)))))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t3 (= ?t0 1)))
 (let (($t4 (= k 0)))
 (=> $t4 $t3)))))
(assert
 (and (distinct (* (* r L) (pow2 k)) (* r (* L (pow2 k)))) true))
(check-sat)
(reset)
; --- mod-multiple: expected unsat ---
; for every: a (Int), c (Int), N (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun a () Int)
(declare-fun c () Int)
(assert
 (>= N 1))
(assert
 (>= a 0))
(assert
 (>= c 0))
(assert
 (< c N))
(assert
 (let ((?t0 (mod (+ (* a N) c) N)))
(and (distinct ?t0 c) true)))
(check-sat)
(reset)
; --- q0-terminal: expected unsat ---
; for every: k (Int), L (Int), N (Int), r (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun k () Int)
(declare-fun L () Int)
(declare-fun r () Int)
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
 (>= k 2))
(assert
 (<= k n))
(assert
 (>= L 1))
(assert
 (>= r 0))
(assert
 (let ((?t3 (pow2 k)))
 (let ((?t4 (* L ?t3)))
 (= N ?t4))))
(assert
 (let ((?t3 (pow2 k)))
 (< r ?t3)))
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
 (let ((?t3 (pow2 k)))
 (let (($t10 (>= ?t3 1)))
 (let (($t11 (>= k 0)))
 (=> $t11 $t10)))))
(assert
 (let ((?t3 (pow2 k)))
 (let (($t12 (= ?t3 1)))
 (let (($t13 (= k 0)))
 (=> $t13 $t12)))))
(assert
 (let ((?t14 (- k 1)))
 (let (($t15 (>= ?t14 0)))
 (=> $t15 (>= (pow2 ?t14) 1)))))
(assert
 (=> (= (- k 1) 0) (= (pow2 (- k 1)) 1)))
(assert
 (=> (and (>= n 0) (= (- n 1) (+ n 1))) (= (pow2 (- n 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n 1))) (<= (* 2 (pow2 n)) (pow2 (- n 1)))))
(assert
 (=> (and (>= n 0) (= k (+ n 1))) (= (pow2 k) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n k)) (<= (* 2 (pow2 n)) (pow2 k))))
(assert
 (=> (and (>= n 0) (= (- k 1) (+ n 1))) (= (pow2 (- k 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- k 1))) (<= (* 2 (pow2 n)) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- n 1) 0) (= n (+ (- n 1) 1))) (= (pow2 n) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) n)) (<= (* 2 (pow2 (- n 1))) (pow2 n))))
(assert
 (=> (and (>= (- n 1) 0) (= k (+ (- n 1) 1))) (= (pow2 k) (* 2 (pow2 (- n 1))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) k)) (<= (* 2 (pow2 (- n 1))) (pow2 k))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t9 (>= ?t0 0)))
 (=> (and $t9 (= (- k 1) (+ ?t0 1))) (= (pow2 (- k 1)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- k 1))) (<= (* 2 (pow2 (- n 1))) (pow2 (- k 1)))))
(assert
 (=> (and (>= k 0) (= n (+ k 1))) (= (pow2 n) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k n)) (<= (* 2 (pow2 k)) (pow2 n))))
(assert
 (=> (and (>= k 0) (= (- n 1) (+ k 1))) (= (pow2 (- n 1)) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k (- n 1))) (<= (* 2 (pow2 k)) (pow2 (- n 1)))))
(assert
 (=> (and (>= k 0) (= (- k 1) (+ k 1))) (= (pow2 (- k 1)) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k (- k 1))) (<= (* 2 (pow2 k)) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= n (+ (- k 1) 1))) (= (pow2 n) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) n)) (<= (* 2 (pow2 (- k 1))) (pow2 n))))
(assert
 (let ((?t14 (- k 1)))
 (let (($t15 (>= ?t14 0)))
 (=> (and $t15 (= (- n 1) (+ ?t14 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t14)))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) (- n 1))) (<= (* 2 (pow2 (- k 1))) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= k (+ (- k 1) 1))) (= (pow2 k) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) k)) (<= (* 2 (pow2 (- k 1))) (pow2 k))))
(assert
 (let ((?t14 (- k 1)))
 (let ((?t16 (pow2 ?t14)))
 (let ((?t17 (- ?t16 1)))
 (let ((?t18 (mod (+ (* r N) ?t17) N)))
 (=> (and (>= r 0) (>= ?t17 0) (< ?t17 N)) (= ?t18 ?t17)))))))
(assert
 (=> (<= (+ r 1) (pow2 k)) (<= (* (+ r 1) L) (* (pow2 k) L))))
(assert
 (let ((?t14 (- k 1)))
(let ((?t16 (pow2 ?t14)))
(let ((?t17 (- ?t16 1)))
(let ((?t18 (mod (+ (* r N) ?t17) N)))
(or (>= (* r L) N) (and (distinct ?t18 ?t17) true)))))))
(check-sat)
