; z3 5.4.1
; --- prefix-bound: expected unsat ---
; for every: F (Int), f (Int), G (Int), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun s () Int)
(declare-fun F () Int)
(declare-fun G () Int)
(declare-fun f () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= n 1))
(assert
 (>= s 0))
(assert
 (>= F 0))
(assert
 (>= G 0))
(assert
 (>= f 0))
(assert
 (let ((?t0 (pow2 n)))
 (< F ?t0)))
(assert
 (let ((?t1 (pow2 s)))
 (< G ?t1)))
(assert
 (<= f 1))
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
 (let ((?t1 (pow2 s)))
 (let (($t6 (>= ?t1 1)))
 (let (($t7 (>= s 0)))
 (=> $t7 $t6)))))
(assert
 (let ((?t1 (pow2 s)))
 (let (($t8 (= ?t1 1)))
 (let (($t9 (= s 0)))
 (=> $t9 $t8)))))
(assert
 (let ((?t10 (+ s 1)))
 (let (($t11 (>= ?t10 0)))
 (=> $t11 (>= (pow2 ?t10) 1)))))
(assert
 (=> (= (+ s 1) 0) (= (pow2 (+ s 1)) 1)))
(assert
 (=> (and (>= n 0) (= s (+ n 1))) (= (pow2 s) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n s)) (<= (* 2 (pow2 n)) (pow2 s))))
(assert
 (=> (and (>= n 0) (= (+ s 1) (+ n 1))) (= (pow2 (+ s 1)) (* 2 (pow2 n)))))
(assert
 (=> (and (>= n 0) (< n (+ s 1))) (<= (* 2 (pow2 n)) (pow2 (+ s 1)))))
(assert
 (=> (and (>= s 0) (= n (+ s 1))) (= (pow2 n) (* 2 (pow2 s)))))
(assert
 (=> (and (>= s 0) (< s n)) (<= (* 2 (pow2 s)) (pow2 n))))
(assert
 (=> (and (>= s 0) (= (+ s 1) (+ s 1))) (= (pow2 (+ s 1)) (* 2 (pow2 s)))))
(assert
 (=> (and (>= s 0) (< s (+ s 1))) (<= (* 2 (pow2 s)) (pow2 (+ s 1)))))
(assert
 (=> (and (>= (+ s 1) 0) (= n (+ (+ s 1) 1))) (= (pow2 n) (* 2 (pow2 (+ s 1))))))
(assert
 (=> (and (>= (+ s 1) 0) (< (+ s 1) n)) (<= (* 2 (pow2 (+ s 1))) (pow2 n))))
(assert
 (=> (and (>= (+ s 1) 0) (= s (+ (+ s 1) 1))) (= (pow2 s) (* 2 (pow2 (+ s 1))))))
(assert
 (=> (and (>= (+ s 1) 0) (< (+ s 1) s)) (<= (* 2 (pow2 (+ s 1))) (pow2 s))))
(assert
 (or (and (distinct (div F (pow2 n)) 0) true) (>= (+ (* G 2) f) (pow2 (+ s 1)))))
(check-sat)
(reset)
; --- prefix-congruence: expected unsat ---
; for every: B (Int), i (Int), k (Int), L (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun i () Int)
(declare-fun B () Int)
(declare-fun L () Int)
(declare-fun G () Int)
(declare-fun t () Int)
(declare-fun pow2 (Int) Int)
(assert
 (>= k 2))
(assert
 (>= i 0))
(assert
 (>= B 0))
(assert
 (>= L 1))
(assert
 (>= G 0))
(assert
 (>= t 0))
(assert
 (= (+ (* i (pow2 k)) G) (+ (* B (* L (pow2 k))) t)))
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
 (and (distinct (- t G) (* (pow2 k) (- i (* B L)))) true))
(check-sat)
(reset)
; --- prefix-through: expected unsat ---
; for every: D (Int), k (Int), L (Int), t (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun L () Int)
(declare-fun G () Int)
(declare-fun t () Int)
(declare-fun pow2 (Int) Int)
(declare-fun D () Int)
(assert
 (>= k 2))
(assert
 (>= L 1))
(assert
 (>= G 0))
(assert
 (>= t 0))
(assert
 (let ((?t0 (pow2 k)))
 (< G ?t0)))
(assert
 (let ((?t0 (pow2 k)))
 (let ((?t1 (* L ?t0)))
 (< t ?t1))))
(assert
 (let ((?t0 (pow2 k)))
 (let ((?t2 (* ?t0 D)))
 (= (- t G) ?t2))))
(assert
 (= G (- (pow2 (- k 1)) 1)))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t3 (>= ?t0 1)))
 (let (($t4 (>= k 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t5 (= ?t0 1)))
 (let (($t6 (= k 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t7 (- k 1)))
 (let (($t8 (>= ?t7 0)))
 (=> $t8 (>= (pow2 ?t7) 1)))))
(assert
 (=> (= (- k 1) 0) (= (pow2 (- k 1)) 1)))
(assert
 (=> (and (>= k 0) (= (- k 1) (+ k 1))) (= (pow2 (- k 1)) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k (- k 1))) (<= (* 2 (pow2 k)) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= k (+ (- k 1) 1))) (= (pow2 k) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) k)) (<= (* 2 (pow2 (- k 1))) (pow2 k))))
(assert
 (let (($t9 (and (distinct t (- (+ (* D (pow2 k)) (pow2 (- k 1))) 1)) true)))
(or $t9 (< D 0) (>= D L))))
(check-sat)
(reset)
; --- prefix-only: expected unsat ---
; for every: D (Int), k (Int), L (Int), r (Int), t (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun k () Int)
(declare-fun L () Int)
(declare-fun G () Int)
(declare-fun t () Int)
(declare-fun pow2 (Int) Int)
(declare-fun D () Int)
(declare-fun r () Int)
(assert
 (>= k 2))
(assert
 (>= L 1))
(assert
 (>= G 0))
(assert
 (>= t 0))
(assert
 (let ((?t0 (pow2 k)))
 (< G ?t0)))
(assert
 (let ((?t0 (pow2 k)))
 (let ((?t1 (* L ?t0)))
 (< t ?t1))))
(assert
 (let ((?t0 (pow2 k)))
 (let ((?t2 (* ?t0 D)))
 (= (- t G) ?t2))))
(assert
 (>= r 0))
(assert
 (= t (- (+ (* r (pow2 k)) (pow2 (- k 1))) 1)))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t3 (>= ?t0 1)))
 (let (($t4 (>= k 0)))
 (=> $t4 $t3)))))
(assert
 (let ((?t0 (pow2 k)))
 (let (($t5 (= ?t0 1)))
 (let (($t6 (= k 0)))
 (=> $t6 $t5)))))
(assert
 (let ((?t7 (- k 1)))
 (let (($t8 (>= ?t7 0)))
 (=> $t8 (>= (pow2 ?t7) 1)))))
(assert
 (=> (= (- k 1) 0) (= (pow2 (- k 1)) 1)))
(assert
 (=> (and (>= k 0) (= (- k 1) (+ k 1))) (= (pow2 (- k 1)) (* 2 (pow2 k)))))
(assert
 (=> (and (>= k 0) (< k (- k 1))) (<= (* 2 (pow2 k)) (pow2 (- k 1)))))
(assert
 (=> (and (>= (- k 1) 0) (= k (+ (- k 1) 1))) (= (pow2 k) (* 2 (pow2 (- k 1))))))
(assert
 (=> (and (>= (- k 1) 0) (< (- k 1) k)) (<= (* 2 (pow2 (- k 1))) (pow2 k))))
(assert
 (let ((?t7 (- k 1)))
(let ((?t9 (pow2 ?t7)))
(let ((?t10 (- ?t9 1)))
(and (distinct G ?t10) true)))))
(check-sat)
