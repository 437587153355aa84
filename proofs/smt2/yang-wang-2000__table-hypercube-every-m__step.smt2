; z3 5.4.1
; --- degree: expected unsat ---
; for every: i (every dimension), j (every other dimension), m (every m >= 1), w (every bit),
;   X (every node)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun i () Int)
(declare-fun j () Int)
(declare-fun Y () (Array Int Bool))
(declare-fun X () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (>= i 0))
(assert
 (>= j 0))
(assert
 (< i m))
(assert
 (< j m))
(assert
 (and (distinct i j) true))
(assert
 (let (($t0 (select X i)))
 (let (($t1 (not $t0)))
 (let (($t2 (and $t1 (not (select Y i)))))
 (=> (>= i m) $t2)))))
(assert
 (let (($t3 (and (not (select X w)) (not (select Y w)))))
 (let (($t4 (>= w m)))
 (=> $t4 $t3))))
(assert
 (let (($t5 (select X w)))
(let (($t6 (and (>= w i) (or (= (- w i) 0) false))))
(let (($t7 (xor $t5 $t6)))
(let (($t0 (select X i)))
(let (($t8 (xor $t0 (and (>= i i) (or (= (- i i) 0) false)))))
(let (($t9 (= $t8 (xor $t0 (and (>= i j) (or (= (- i j) 0) false))))))
(or $t9 (= $t8 $t0) (and (>= w m) $t7) (and (distinct (xor $t7 $t6) $t5) true)))))))))
(check-sat)
(reset)
; --- path-step: expected unsat ---
; for every: h (its hops), m (every m >= 1), u (every bit 0..m-1), w (every bit), X (every node),
;   Y (every node), Z (the node reached)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun u () Int)
(declare-fun h () Int)
(declare-fun X () (Array Int Bool))
(declare-fun Y () (Array Int Bool))
(declare-fun Z () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (>= u 0))
(assert
 (< u m))
(assert
 (<= h u))
(assert
 (let (($t0 (select Z u)))
 (= $t0 (ite (< u u) (select Y u) (select X u)))))
(assert
 (let (($t1 (select Z w)))
 (= $t1 (ite (< w u) (select Y w) (select X w)))))
(assert
 (let (($t2 (and (not (select X u)) (not (select Y u)))))
 (=> (>= u m) $t2)))
(assert
 (let ((?t3 (+ u 1)))
(let ((?t4 (+ h (ite (and (distinct (select Z u) (select Y u)) true) 1 0))))
(let (($t1 (select Z w)))
(let (($t5 (select Y u)))
(let (($t0 (select Z u)))
(let (($t6 (and (distinct $t0 $t5) true)))
(let (($t7 (ite $t6 (xor $t1 (and (>= w u) (or (= (- w u) 0) false))) $t1)))
(or (and (distinct $t7 (ite (< w ?t3) (select Y w) (select X w))) true) (> ?t4 ?t3))))))))))
(check-sat)
(reset)
; --- path-end: expected unsat ---
; for every: h (its hops), m (every m >= 1), w (every bit), X (every node), Y (every node),
;   Z (the node reached)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun h () Int)
(declare-fun X () (Array Int Bool))
(declare-fun Y () (Array Int Bool))
(declare-fun Z () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (<= h m))
(assert
 (let (($t0 (select Z w)))
 (= $t0 (ite (< w m) (select Y w) (select X w)))))
(assert
 (let (($t1 (and (not (select X w)) (not (select Y w)))))
 (=> (>= w m) $t1)))
(assert
 (let (($t2 (select Y w)))
(let (($t0 (select Z w)))
(and (distinct $t0 $t2) true))))
(check-sat)
(reset)
; --- popcount-step: expected unsat ---
; for every: i (every dimension), m (every m >= 1), u (every bit), w (every bit), X (every node)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun i () Int)
(declare-fun u () Int)
(declare-fun X () (Array Int Bool))
(declare-fun pc (Int) Int)
(declare-fun pc_neighbour (Int) Int)
(declare-fun Y () (Array Int Bool))
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (>= i 0))
(assert
 (>= u 0))
(assert
 (< i m))
(assert
 (let ((?t0 (+ u 1)))
 (let ((?t1 (pc ?t0)))
 (= ?t1 (+ (pc u) (ite (select X u) 1 0))))))
(assert
 (let (($t2 (select X u)))
 (let ((?t3 (ite (xor $t2 (and (>= u i) (or (= (- u i) 0) false))) 1 0)))
 (let ((?t4 (pc_neighbour u)))
 (let ((?t0 (+ u 1)))
 (let ((?t5 (pc_neighbour ?t0)))
 (= ?t5 (+ ?t4 ?t3))))))))
(assert
 (let ((?t6 (pc u)))
 (let ((?t4 (pc_neighbour u)))
 (= ?t4 (+ ?t6 (ite (> u i) (ite (select X i) (- 1) 1) 0))))))
(assert
 (let (($t7 (and (not (select X u)) (not (select Y u)))))
 (=> (>= u m) $t7)))
(assert
 (let ((?t0 (+ u 1)))
(let ((?t1 (pc ?t0)))
(let ((?t5 (pc_neighbour ?t0)))
(and (distinct ?t5 (+ ?t1 (ite (> ?t0 i) (ite (select X i) (- 1) 1) 0))) true)))))
(check-sat)
(reset)
; --- far-pair-step: expected unsat ---
; for every: m (every m >= 1), u (every bit 0..m-1), w (every bit)
; benchmark generated from python API
(set-info :status unknown)
(declare-fun m () Int)
(declare-fun w () Int)
(declare-fun u () Int)
(declare-fun pc_ones (Int) Int)
(declare-fun pc_zero (Int) Int)
(assert
 (>= m 1))
(assert
 (>= w 0))
(assert
 (>= u 0))
(assert
 (< u m))
(assert
 (let ((?t0 (+ u 1)))
 (let ((?t1 (pc_ones ?t0)))
 (= ?t1 (+ (pc_ones u) (ite (< u m) 1 0))))))
(assert
 (let ((?t0 (+ u 1)))
 (let ((?t2 (pc_zero ?t0)))
 (= ?t2 (+ (pc_zero u) (ite (or false) 1 0))))))
(assert
 (let ((?t3 (pc_ones u)))
 (= ?t3 u)))
(assert
 (let ((?t4 (pc_zero u)))
 (= ?t4 0)))
(assert
 (or (and (distinct (pc_ones (+ u 1)) (+ u 1)) true) (and (distinct (pc_zero (+ u 1)) 0) true)))
(check-sat)
