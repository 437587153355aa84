; z3 5.4.1
; --- lemma3.5: expected unsat ---
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
 (let ((?t2 (pow2 n)))
 (< F ?t2)))
(assert
 (let ((?t2 (pow2 n)))
 (< G ?t2)))
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
 (let ((?t8 (mod (+ (* i (pow2 n)) F) N)))
(let ((?t9 (ite (< F (- (pow2 n) N)) (+ F N) (- F N))))
(let ((?t2 (pow2 n)))
(let ((?t10 (* i ?t2)))
(let ((?t11 (mod (+ ?t10 ?t9) N)))
(let (($t12 (or (< ?t9 0) (>= ?t9 ?t2) (and (distinct ?t11 ?t8) true))))
(let (($t13 (and (>= F (- ?t2 N)) (< F N))))
(or (and $t13 (and (distinct G F) true) (= (mod (+ ?t10 G) N) ?t8)) (and (not $t13) $t12))))))))))
(check-sat)
