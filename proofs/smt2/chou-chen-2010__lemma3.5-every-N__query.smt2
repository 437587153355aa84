; z3 5.4.1
; --- lemma3.5-inside: expected unsat ---
; for every: F (Int), G (Int), i (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun F () Int)
(declare-fun G () Int)
(declare-fun M () Int)
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
 (>= M 0))
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
 (let (($t8 (and (distinct G F) true)))
(let (($t9 (and (>= F (- (pow2 n) N)) (< F N))))
(and $t9 $t8 (= (mod (+ M G) N) (mod (+ M F) N))))))
(check-sat)
(reset)
; --- lemma3.5-outside: expected unsat ---
; for every: F (Int), G (Int), i (Int), M (Int), N (Int), n (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun N () Int)
(declare-fun n () Int)
(declare-fun pow2 (Int) Int)
(declare-fun i () Int)
(declare-fun F () Int)
(declare-fun G () Int)
(declare-fun M () Int)
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
 (>= M 0))
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
 (let ((?t8 (mod (+ M (ite (< F (- (pow2 n) N)) (+ F N) (- F N))) N)))
(let ((?t2 (pow2 n)))
(let ((?t9 (+ F N)))
(let ((?t10 (ite (< F (- ?t2 N)) ?t9 (- F N))))
(let (($t11 (>= ?t10 ?t2)))
(let (($t12 (< ?t10 0)))
(let (($t13 (and (>= F (- ?t2 N)) (< F N))))
(let (($t14 (not $t13)))
(and $t14 (or $t12 $t11 (and (distinct ?t8 (mod (+ M F) N)) true))))))))))))
(check-sat)
