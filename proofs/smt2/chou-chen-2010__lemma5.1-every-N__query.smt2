; z3 5.4.1
; --- prefix-terminal: expected unsat ---
; for every: F (Int), k (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun k () Int)
(declare-fun F () Int)
(declare-fun M () Int)
(declare-fun B () Int)
(declare-fun t () Int)
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
 (>= F 0))
(assert
 (>= M 0))
(assert
 (>= B 0))
(assert
 (>= t 0))
(assert
 (let ((?t2 (pow2 n)))
 (< F ?t2)))
(assert
 (< t N))
(assert
 (= (+ M (div F (pow2 (- n k)))) (+ (* B N) t)))
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
 (let ((?t11 (pow2 k)))
 (let (($t12 (>= ?t11 1)))
 (let (($t13 (>= k 0)))
 (=> $t13 $t12)))))
(assert
 (let ((?t11 (pow2 k)))
 (let (($t14 (= ?t11 1)))
 (let (($t15 (= k 0)))
 (=> $t15 $t14)))))
(assert
 (let ((?t16 (- k 1)))
 (let (($t17 (>= ?t16 0)))
 (=> $t17 (>= (pow2 ?t16) 1)))))
(assert
 (=> (= (- k 1) 0) (= (pow2 (- k 1)) 1)))
(assert
 (let ((?t3 (- n k)))
 (let (($t18 (>= ?t3 0)))
 (=> $t18 (>= (pow2 ?t3) 1)))))
(assert
 (=> (= (- n k) 0) (= (pow2 (- n k)) 1)))
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
 (=> (and (>= n 0) (= (- n k) (+ n 1))) (= (pow2 (- n k)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (- n k))) (<= (* 2 (pow2 n)) (pow2 (- n k)))))
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
 (let (($t10 (>= ?t0 0)))
 (=> (and $t10 (= (- k 1) (+ ?t0 1))) (= (pow2 (- k 1)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- k 1))) (<= (* 2 (pow2 (- n 1))) (pow2 (- k 1)))))
(assert
 (let ((?t0 (- n 1)))
 (let (($t10 (>= ?t0 0)))
 (=> (and $t10 (= (- n k) (+ ?t0 1))) (= (pow2 (- n k)) (* 2 (pow2 ?t0)))))))
(assert
 (=> (and (>= (- n 1) 0) (< (- n 1) (- n k))) (<= (* 2 (pow2 (- n 1))) (pow2 (- n k)))))
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
 (=> (and (>= k 0) (= (- n k) (+ k 1))) (= (pow2 (- n k)) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k (- n k))) (<= (* 2 (pow2 k)) (pow2 (- n k)))))
(assert
 (=> (and (>= (- k 1) 0) (= n (+ (- k 1) 1))) (= (pow2 n) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) n)) (<= (* 2 (pow2 (- k 1))) (pow2 n))))
(assert
 (let ((?t16 (- k 1)))
 (let (($t17 (>= ?t16 0)))
 (=> (and $t17 (= (- n 1) (+ ?t16 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t16)))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) (- n 1))) (<= (* 2 (pow2 (- k 1))) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= k (+ (- k 1) 1))) (= (pow2 k) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) k)) (<= (* 2 (pow2 (- k 1))) (pow2 k))))
(assert
 (let ((?t16 (- k 1)))
 (let (($t17 (>= ?t16 0)))
 (=> (and $t17 (= (- n k) (+ ?t16 1))) (= (pow2 (- n k)) (* 2 (pow2 ?t16)))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) (- n k))) (<= (* 2 (pow2 (- k 1))) (pow2 (- n k)))))
(assert
 (=> (and (>= (- n k) 0) (= n (+ (- n k) 1))) (= (pow2 n) (* 2 (pow2 (- n k))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) n)) (<= (* 2 (pow2 (- n k))) (pow2 n))))
(assert
 (let ((?t3 (- n k)))
 (let (($t18 (>= ?t3 0)))
 (=> (and $t18 (= (- n 1) (+ ?t3 1))) (= (pow2 (- n 1)) (* 2 (pow2 ?t3)))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) (- n 1))) (<= (* 2 (pow2 (- n k))) (pow2 (- n 1)))))
(assert
 (=> (and (>= (- n k) 0) (= k (+ (- n k) 1))) (= (pow2 k) (* 2 (pow2 (- n k))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) k)) (<= (* 2 (pow2 (- n k))) (pow2 k))))
(assert
 (let ((?t3 (- n k)))
 (let (($t18 (>= ?t3 0)))
 (=> (and $t18 (= (- k 1) (+ ?t3 1))) (= (pow2 (- k 1)) (* 2 (pow2 ?t3)))))))
(assert
 (=> (and (>= (- n k) 0) (< (- n k) (- k 1))) (<= (* 2 (pow2 (- n k))) (pow2 (- k 1)))))
(assert
 (let ((?t19 (mod (- (+ M (pow2 (- k 1))) 1) N)))
(and (distinct t ?t19) true)))
(check-sat)
