; z3 5.4.1
; --- step-phi-i: expected unsat ---
; for every: i (every index >= 1), Pi (every bit string), S (every bit string),
;   u (every bit position), X (every bit string)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun i () Int)
(declare-fun u () Int)
(declare-fun S () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(declare-fun Pi () (Array Int Bool))
(assert
 (>= i 1))
(assert
 (>= u 0))
(assert
 (let (($t0 (select Pi u)))
 (let (($t1 (and (>= u (- i 1)) (or (= (- u (- i 1)) 0) false))))
 (let (($t2 (or (= 0 0) false)))
 (let (($t3 (and (= (and (select S (+ 0 (- i 1))) $t2) $t2) true)))
 (let (($t4 (ite $t3 (xor $t0 $t1) $t0)))
 (and (distinct $t4 (xor (select X u) (and (< u i) (select S u)))) true)))))))
(assert
 (let (($t0 (select Pi u)))
(= $t0 (xor (select X u) (and (< u (- i 1)) (select S u))))))
(check-sat)
