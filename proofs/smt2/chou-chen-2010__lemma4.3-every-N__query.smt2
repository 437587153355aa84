; z3 5.4.1
; --- gray: expected unsat ---
; for every: k (the tag k (every bit string below 2^n)), n (Int), s (Int)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun n () Int)
(declare-fun s () Int)
(declare-fun k () (Array Int Bool))
(assert
 (>= n 1))
(assert
 (>= s 0))
(assert
 (< s n))
(assert
 (not (select k n)))
(assert
 (let (($t0 (or (= 0 0) false)))
(let (($t1 (and (select k (+ 0 (- (- n 1) (- s 1)))) $t0)))
(let ((?t2 (+ 0 (- (- n 1) s))))
(let (($t3 (select k ?t2)))
(let (($t4 (and $t3 $t0)))
(let (($t5 (and (xor $t3 (select k (+ ?t2 1))) $t0)))
(let (($t6 (= s 0)))
(ite $t6 (and (distinct $t5 $t4) true) (and (distinct $t5 (xor $t4 $t1)) true))))))))))
(check-sat)
