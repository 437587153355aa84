; z3 5.4.1
; --- shuffle-bijective: expected unsat ---
; for every: N (Int), t1 (Int), t2 (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun t1 () Int)
(declare-fun t2 () Int)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= t1 0))
(assert
 (>= t2 0))
(assert
 (< t1 N))
(assert
 (< t2 N))
(assert
 (let ((?t0 (mod (+ (* t2 2) (div (* t2 2) N)) N)))
(let ((?t1 (mod (+ (* t1 2) (div (* t1 2) N)) N)))
(or (< ?t1 0) (>= ?t1 N) (and (and (distinct t1 t2) true) (= ?t1 ?t0))))))
(check-sat)
(reset)
; --- switches-bijective: expected unsat ---
; for every: N (Int), p1 (Int), p2 (Int), state (every switch setting)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun p1 () Int)
(declare-fun p2 () Int)
(declare-fun state (Int) Bool)
(assert
 (>= N 2))
(assert
 (= (mod N 2) 0))
(assert
 (>= p1 0))
(assert
 (>= p2 0))
(assert
 (< p1 N))
(assert
 (< p2 N))
(assert
 (let ((?t0 (ite (xor (= (mod p2 2) 1) (state (div p2 2))) 1 0)))
(let ((?t1 (+ (* (div p2 2) 2) ?t0)))
(let ((?t2 (ite (xor (= (mod p1 2) 1) (state (div p1 2))) 1 0)))
(let ((?t3 (+ (* (div p1 2) 2) ?t2)))
(or (< ?t3 0) (>= ?t3 N) (and (and (distinct p1 p2) true) (= ?t3 ?t1))))))))
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
