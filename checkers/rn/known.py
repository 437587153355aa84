"""Covers found by the local search of :mod:`.local` or the prefix translates of :mod:`.prefix`, stored so a
claim re-checks them in milliseconds.

One hexadecimal number per stage, separated by ``/`` (bit ``y`` is switch ``y``'s state). Nothing here
is trusted: every use goes through :func:`certificate.check_upper`; ``FOUND[N]`` records how the cover
was found, so ``local.shrink`` or ``prefix.cover`` can reproduce it. Imports no solver.

>>> from alltoall.spec.topologies import gsen
>>> net = gsen.GSEN(6)
>>> s = decode(net, encode(gsen.family_states(net, "alternating", 5)))
>>> bool((s == gsen.family_states(net, "alternating", 5)).all())
True
"""

from __future__ import annotations

from typing import Any

import numpy as np

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen

__all__ = ["COVERS", "FOUND", "configurations", "decode", "encode", "numbers"]


def encode(states: Any) -> str:
    """``n x N/2`` switch states -> ``"h0/h1/..."`` (bit y of h_s = state of switch y of stage s)."""
    return "/".join(format(sum(int(v) << y for y, v in enumerate(row)), "x") for row in np.asarray(states).tolist())


def numbers(text: str) -> list[int]:
    """``"h0/h1/..."`` -> the per-stage numbers (the form a witness stores)."""
    return [int(p, 16) for p in text.split("/")]


def decode(net: gsen.GSEN, text: Any) -> np.ndarray:
    """Inverse of :func:`encode` (also takes the list of per-stage numbers); rejects a wrong stage
    count, a negative number or a switch beyond N/2."""
    parts = numbers(text) if isinstance(text, str) else text
    if not isinstance(parts, list) or len(parts) != net.n:
        raise ParameterError("configuration", f"{net} has {net.n} stages, got {parts!r}")
    rows = []
    for v in parts:
        if not isinstance(v, int) or isinstance(v, bool) or v < 0 or v >> net.half:
            raise ParameterError("configuration", f"{v!r} is not a state number of the {net.half} switches of a stage")
        rows.append([(v >> y) & 1 for y in range(net.half)])
    return np.array(rows, dtype=np.int64)


def configurations(N: int) -> list[dict[str, Any]]:
    """The stored cover of the N x N GSEN as certificate entries ``{"states": ...}`` (empty if none)."""
    net = gsen.GSEN(N)
    return [{"states": decode(net, t).tolist()} for t in COVERS.get(N, ())]


# How each stored cover was found. "local-search": local.shrink from the construction named, seed, steps per
# round. "prefix-translate": prefix.cover with the solver named, within the time limit; "tags" are the
# transversal prefix's, input by input (its translates, completed by stage control, are the configurations).
FOUND: dict[int, dict[str, Any]] = {
    36: {
        "kind": "prefix-translate",
        "start": "a transversal prefix by prefix.cover",
        "solver": "cadical",
        "time_limit": 60.0,
        "tags": "6 10 1 8 2 5 4 3 12 2 15 5 13 7 9 0 7 9 14 2 8 3 8 15 10 8 2 10 5 13 7 13 0 15 12 7",
    },
    68: {
        "kind": "prefix-translate",
        "start": "a transversal prefix by prefix.cover",
        "solver": "cadical",
        "time_limit": 60.0,
        "tags": "7 0 0 2 0 2 1 0 1 1 2 3 2 5 5 7 5 14 11 10 14 13 14 15 13 11 15 11 15 12 10 12 8 15 "
        "24 30 26 26 29 25 28 24 26 31 29 27 25 26 27 25 30 23 23 23 20 16 16 16 16 18 21 20 23 21 20 21 21 22",
    },
    76: {
        "kind": "local-search",
        "start": "printed doubly set of Sect. 6",
        "seed": 0,
        "steps": 300000,
        "weighted": True,
    },
}

COVERS: dict[int, tuple[str, ...]] = {
    36: (  # 36 configurations: 9 translates of one transversal prefix x 4 stage-control tails
        "2550a/21c03/330df/18d44/0/0",
        "2550a/21c03/330df/18d44/0/3ffff",
        "2550a/21c03/330df/18d44/3ffff/0",
        "2550a/21c03/330df/18d44/3ffff/3ffff",
        "150a6/378/333c8/2d8d4/0/0",
        "150a6/378/333c8/2d8d4/0/3ffff",
        "150a6/378/333c8/2d8d4/3ffff/0",
        "150a6/378/333c8/2d8d4/3ffff/3ffff",
        "10a6a/378ff/330d/2ed8d/0/0",
        "10a6a/378ff/330d/2ed8d/0/3ffff",
        "10a6a/378ff/330d/2ed8d/3ffff/0",
        "10a6a/378ff/330d/2ed8d/3ffff/3ffff",
        "a6ab/ff21/1f33c/aed8/0/0",
        "a6ab/ff21/1f33c/aed8/0/3ffff",
        "a6ab/ff21/1f33c/aed8/3ffff/0",
        "a6ab/ff21/1f33c/aed8/3ffff/3ffff",
        "26abd/321c0/8330/1caed/0/0",
        "26abd/321c0/8330/1caed/0/3ffff",
        "26abd/321c0/8330/1caed/3ffff/0",
        "26abd/321c0/8330/1caed/3ffff/3ffff",
        "2abd6/1c037/df33/9cae/0/0",
        "2abd6/1c037/df33/9cae/0/3ffff",
        "2abd6/1c037/df33/9cae/3ffff/0",
        "2abd6/1c037/df33/9cae/3ffff/3ffff",
        "2bd65/378f/3c833/49ca/0/0",
        "2bd65/378f/3c833/49ca/0/3ffff",
        "2bd65/378f/3c833/49ca/3ffff/0",
        "2bd65/378f/3c833/49ca/3ffff/3ffff",
        "3d655/38ff2/30df3/1449c/0/0",
        "3d655/38ff2/30df3/1449c/0/3ffff",
        "3d655/38ff2/30df3/1449c/3ffff/0",
        "3d655/38ff2/30df3/1449c/3ffff/3ffff",
        "16550/3f21c/33c83/d449/0/0",
        "16550/3f21c/33c83/d449/0/3ffff",
        "16550/3f21c/33c83/d449/3ffff/0",
        "16550/3f21c/33c83/d449/3ffff/3ffff",
    ),
    68: (  # 68 configurations: 17 translates of one transversal prefix x 4 stage-control tails
        "0/2aaaaaaaa/2a2a64c7/5ff4fcaf/279e48d4d/0/0",
        "0/2aaaaaaaa/2a2a64c7/5ff4fcaf/279e48d4d/0/3ffffffff",
        "0/2aaaaaaaa/2a2a64c7/5ff4fcaf/279e48d4d/3ffffffff/0",
        "0/2aaaaaaaa/2a2a64c7/5ff4fcaf/279e48d4d/3ffffffff/3ffffffff",
        "f/2aaaaaa55/264c7f575/3e802c0d4/a79e48d4/0/0",
        "f/2aaaaaa55/264c7f575/3e802c0d4/a79e48d4/0/3ffffffff",
        "f/2aaaaaa55/264c7f575/3e802c0d4/a79e48d4/3ffffffff/0",
        "f/2aaaaaa55/264c7f575/3e802c0d4/a79e48d4/3ffffffff/3ffffffff",
        "ff/2aaaa5555/3f57566ce/5ff4fca/2ca79e48d/0/0",
        "ff/2aaaa5555/3f57566ce/5ff4fca/2ca79e48d/0/3ffffffff",
        "ff/2aaaa5555/3f57566ce/5ff4fca/2ca79e48d/3ffffffff/0",
        "ff/2aaaa5555/3f57566ce/5ff4fca/2ca79e48d/3ffffffff/3ffffffff",
        "fff/2aa555555/166ce02a2/2fe802c0d/aca79e48/0/0",
        "fff/2aa555555/166ce02a2/2fe802c0d/aca79e48/0/3ffffffff",
        "fff/2aa555555/166ce02a2/2fe802c0d/aca79e48/3ffffffff/0",
        "fff/2aa555555/166ce02a2/2fe802c0d/aca79e48/3ffffffff/3ffffffff",
        "ffff/255555555/202a2a64c/1405ff4fc/1caca79e4/0/0",
        "ffff/255555555/202a2a64c/1405ff4fc/1caca79e4/0/3ffffffff",
        "ffff/255555555/202a2a64c/1405ff4fc/1caca79e4/3ffffffff/0",
        "ffff/255555555/202a2a64c/1405ff4fc/1caca79e4/3ffffffff/3ffffffff",
        "fffff/15555556a/2a64c7f57/afe802c0/2dcaca79e/0/0",
        "fffff/15555556a/2a64c7f57/afe802c0/2dcaca79e/0/3ffffffff",
        "fffff/15555556a/2a64c7f57/afe802c0/2dcaca79e/3ffffffff/0",
        "fffff/15555556a/2a64c7f57/afe802c0/2dcaca79e/3ffffffff/3ffffffff",
        "ffffff/155556aaa/7f57566c/d405ff4f/6dcaca79/0/0",
        "ffffff/155556aaa/7f57566c/d405ff4f/6dcaca79/0/3ffffffff",
        "ffffff/155556aaa/7f57566c/d405ff4f/6dcaca79/3ffffffff/0",
        "ffffff/155556aaa/7f57566c/d405ff4f/6dcaca79/3ffffffff/3ffffffff",
        "fffffff/1556aaaaa/3566ce02a/3cafe802c/186dcaca7/0/0",
        "fffffff/1556aaaaa/3566ce02a/3cafe802c/186dcaca7/0/3ffffffff",
        "fffffff/1556aaaaa/3566ce02a/3cafe802c/186dcaca7/3ffffffff/0",
        "fffffff/1556aaaaa/3566ce02a/3cafe802c/186dcaca7/3ffffffff/3ffffffff",
        "ffffffff/16aaaaaaa/e02a2a64/d405ff4/2186dcaca/0/0",
        "ffffffff/16aaaaaaa/e02a2a64/d405ff4/2186dcaca/0/3ffffffff",
        "ffffffff/16aaaaaaa/e02a2a64/d405ff4/2186dcaca/3ffffffff/0",
        "ffffffff/16aaaaaaa/e02a2a64/d405ff4/2186dcaca/3ffffffff/3ffffffff",
        "3fffffffc/2aaaaaaa5/22a64c7f5/fcafe802/16186dcac/0/0",
        "3fffffffc/2aaaaaaa5/22a64c7f5/fcafe802/16186dcac/0/3ffffffff",
        "3fffffffc/2aaaaaaa5/22a64c7f5/fcafe802/16186dcac/3ffffffff/0",
        "3fffffffc/2aaaaaaa5/22a64c7f5/fcafe802/16186dcac/3ffffffff/3ffffffff",
        "3ffffffc0/2aaaaa555/c7f57566/2c0d405ff/d6186dca/0/0",
        "3ffffffc0/2aaaaa555/c7f57566/2c0d405ff/d6186dca/0/3ffffffff",
        "3ffffffc0/2aaaaa555/c7f57566/2c0d405ff/d6186dca/3ffffffff/0",
        "3ffffffc0/2aaaaa555/c7f57566/2c0d405ff/d6186dca/3ffffffff/3ffffffff",
        "3fffffc00/2aaa55555/17566ce02/34fcafe80/14d6186dc/0/0",
        "3fffffc00/2aaa55555/17566ce02/34fcafe80/14d6186dc/0/3ffffffff",
        "3fffffc00/2aaa55555/17566ce02/34fcafe80/14d6186dc/3ffffffff/0",
        "3fffffc00/2aaa55555/17566ce02/34fcafe80/14d6186dc/3ffffffff/3ffffffff",
        "3ffffc000/2a5555555/2ce02a2a6/2c0d405f/d4d6186d/0/0",
        "3ffffc000/2a5555555/2ce02a2a6/2c0d405f/d4d6186d/0/3ffffffff",
        "3ffffc000/2a5555555/2ce02a2a6/2c0d405f/d4d6186d/3ffffffff/0",
        "3ffffc000/2a5555555/2ce02a2a6/2c0d405f/d4d6186d/3ffffffff/3ffffffff",
        "3fffc0000/155555556/2a2a64c7f/3f4fcafe8/8d4d6186/0/0",
        "3fffc0000/155555556/2a2a64c7f/3f4fcafe8/8d4d6186/0/3ffffffff",
        "3fffc0000/155555556/2a2a64c7f/3f4fcafe8/8d4d6186/3ffffffff/0",
        "3fffc0000/155555556/2a2a64c7f/3f4fcafe8/8d4d6186/3ffffffff/3ffffffff",
        "3ffc00000/1555556aa/24c7f5756/2c0d405/248d4d618/0/0",
        "3ffc00000/1555556aa/24c7f5756/2c0d405/248d4d618/0/3ffffffff",
        "3ffc00000/1555556aa/24c7f5756/2c0d405/248d4d618/3ffffffff/0",
        "3ffc00000/1555556aa/24c7f5756/2c0d405/248d4d618/3ffffffff/3ffffffff",
        "3fc000000/15556aaaa/357566ce0/1ff4fcafe/1e48d4d61/0/0",
        "3fc000000/15556aaaa/357566ce0/1ff4fcafe/1e48d4d61/0/3ffffffff",
        "3fc000000/15556aaaa/357566ce0/1ff4fcafe/1e48d4d61/3ffffffff/0",
        "3fc000000/15556aaaa/357566ce0/1ff4fcafe/1e48d4d61/3ffffffff/3ffffffff",
        "3c0000000/156aaaaaa/26ce02a2a/2802c0d40/39e48d4d6/0/0",
        "3c0000000/156aaaaaa/26ce02a2a/2802c0d40/39e48d4d6/0/3ffffffff",
        "3c0000000/156aaaaaa/26ce02a2a/2802c0d40/39e48d4d6/3ffffffff/0",
        "3c0000000/156aaaaaa/26ce02a2a/2802c0d40/39e48d4d6/3ffffffff/3ffffffff",
    ),
    76: (  # 84 configurations
        "1879920135/83a898f42/3a825a3633/34994c51e2/c7cdd18d6/377a6bbfa9/26fb9762d",
        "36871a359c/17764e50e8/1936e2b5b1/1dc0de8b9a/8b05e79b0/3138f7514f/2e6a529dca",
        "38780e9179/23b9c31b43/3a278b434/14e78f296/3a85ed3c28/c3c521183/2bcc0a73d3",
        "1350ee4ff4/2d435f95cf/1e307b42e/16a45d19c4/22c1ab6b68/bb17b6b33/113d0aab40",
        "f24878ecb/f4b10d9f4/247b83a465/9e09c0c4c/3cfbfcf245/27c350765d/12f2827f35",
        "272278cfe3/8b9cff46a/17392db1d2/345d54e218/39b357d82d/1b3505cb4e/23b52feeb0",
        "2ebffd99b6/1daa8fc786/23313839a7/2ddd5a1cf5/178caf25d8/1d78cbdae9/1c78143953",
        "a01df6acb/2952022a0f/1b5b747bb0/cc645991e/1dd54063c6/3746799f22/8a043aa77",
        "1dd41120a3/8e472b74a/33692a7bc2/9ebead5f7/1cb2db927/d87edaa87/32ee7473fd",
        "3ed334d51c/282c93fe67/31559a4f54/8c5d4aad9/23d0b3f399/470c0660/39de50ecb4",
        "15e6e4aad0/316eddc037/3bb7665421/e56dac9a1/167e109729/1fd5b1e798/1c743bdee2",
        "3280e952c2/27725d08ef/33041aa093/2ee6f557e5/66b04637b/a8e76051f/ab2acd556",
        "4b4a085c0/15163278b9/27e3bf3b/35d4e5d1de/288ccff56e/2daddb4ba7/2923ca8bce",
        "3df27b7852/311a3f4c3/22b00faa93/35aa61cc2c/2e7dc7f608/2dbebfd8a0/d08db48be",
        "ac93e5e7d/481633b20/15762db1df/2ca0565986/3c0868967e/22f78c79a7/9a5fb2d24",
        "e627a49ee/24fc05c3b7/3b37774941/303ef554de/28fae1e51f/38acde62c7/60f5e9a29",
        "564993980/e9001db3a/1bc52b9bb1/ec4c10f5d/3b5bb69bca/2c520614dd/1417f142a2",
        "1eb980dfc5/2163bf8273/152a33ce2f/10c25c3ac2/874c6ae46/143325003c/23eabdfcf8",
        "399b48149c/27fe3448b2/2f33925723/3eee4e6c49/2fefa06a99/13998a8623/320fda408a",
        "11e203b7b7/2d204ea887/97b3b23d9/f6244c9e6/17fed1ae58/204ed8f346/364379a96b",
        "1685c2fcca/e058394a8/6ba313314/34bdb85410/12f307199d/1fcd9f1b0/3006cdf370",
        "1d3cfacd08/264c2adbc3/1b75b17273/2c8893a70b/15d0c5fbdc/71fe47536/7b9cfa60e",
        "9abfec738/1bd5cae04/3d73af27c2/1ba8e34dee/2f80f96f20/352933b62e/2adfe678c7",
        "1f51d4eb16/c70d7d0df/57e86f614/d9852f0ad/15001bc2fa/f34ec2cd9/3ab983542c",
        "390689e426/33d404b41c/3b6570728f/d40b5839a/221a5594ce/12fc775ecf/138f6b1745",
        "19fc0f286d/141a718fd5/35b72fd0f2/425ac0c4d/1c729a5911/81c3980fb/197fcfa983",
        "170d37f751/125aa97158/d33343402/3c059ca769/220604fcb0/3d69e1ced3/222432a292",
        "260cf74656/2a53d5df46/228197b2bd/3f4deccecc/20ec36f99b/10ec900631/1a45e85381",
        "1abe72797/e1a530d43/167d331953/7b9be1fcc/1263ac5eab/3ccf62053a/1d511c019d",
        "14994b70f7/2afd3ec12f/2f073667f3/c75b1c2a5/24e6ce1eb0/6cdae23c/3dbab10d2a",
        "34bd4cfad/12212a4f16/8bff176a2/7ae3dca9d/3bdad654b6/259772789f/19a7b399d9",
        "2f2fdc937/32205c49a6/1be3e82432/2c6cafb0d0/58cf82168/2ee59066ce/7682b2f3b",
        "1505a83d97/1cf6a93743/27b5c08f70/36578fa2cb/3da0c8eb96/513f804/27d456e102",
        "24141f1cea/617998498/3b20d3b3b0/1a1e826c40/3da4ba26d6/aeff3351/1009615cd5",
        "58c532539/1b0630a1b8/31a33314/4ed5ec5f3/471257774/1534658f0d/377e0d6f0a",
        "19b023a281/25789ec7c8/20f43953fd/19d78ed89c/1c89237379/1be40d24df/344615adc4",
        "2b5490047e/29dbd4c072/2095dfe223/18b6adc6ce/2575f06f27/26556fa4f1/1780ff1e9e",
        "1a7e4386f8/4eaf372e1/326143e90f/3a4ccce452/a914c5854/b7401bc8d/3cd1a452b2",
        "3ae337e170/2449e1afdc/32f4471f56/f7efac1a9/72c6c524d/1ab4c2672/265cdc58c2",
        "5ea23c7a1/c7ebeb7fc/2f8bd78919/90000ceed/33829798a1/27494cb04c/f0e638de1",
        "1560b5158f/3a300a3697/f8f37833b/1ee546c9ee/cf6126ae/2580a37c7b/1dad9e3628",
        "2c0cd8e457/2688bb0498/3a38bec1a1/3f4d8f5846/21789c73af/2422d98dea/37177df487",
        "bc74a3edc/30b7dc4b7f/239ab1046c/1cd8c2ee81/1d746d9e55/32cae29519/9e72cfa16",
        "3cccbf025/10d8a1fdc0/3052057791/15e38456f0/d3937ef7e/22f59bc5f8/151b6be7d",
        "2709321afb/148dfab7d6/22f9b7b85c/1e1a873ca8/3e5a94490/36a0af59d2/10fcf019f8",
        "12863e89c6/9b9d6cc20/7eda133b2/1afc64c10b/b934b4e63/2e768d2175/26c5706068",
        "3d6c3dbf2a/34c30a3f7/171240d793/159086c6d/486e01b89/15c3787f23/2a69762fa5",
        "2607a384a8/cbd4894a/2c5bb23f91/21c5544e7f/36d64c9a/2de232d945/255ec0f16b",
        "29b7b06e78/37160111ac/171a3350a2/18c8099feb/19d90f9697/3043ca7037/2cd3989138",
        "2bee385a07/2793ba7e60/12c748317b/2ed6a9d679/c249611cd/2158b4d73/374b49035f",
        "3e503bcbb/3df04ac6bd/135396d805/2007674d55/49fbbefe0/2295ba484d/2fc1712690",
        "2e760ab82f/3a167cbd2e/33103bf3a2/e4ed83a0e/135d76c614/290391f5d9/2f5af4cbcc",
        "3817581027/3f5e8eab23/1f0813b204/5ea4cb4e0/2e5d339059/217401dce2/246782a624",
        "efbae8004/3bec9eda04/11b9340312/2ea6adcc86/3d2f3401a5/2e8649b280/189666d585",
        "3510903d39/18d99b0f3b/932682b5f/389f5d0808/181d782bbf/2bd9c4a43d/3c002406d9",
        "952d35ae/fb125acd9/365e237729/1fac85cd1f/2d4ba7588d/3319f1a6cd/16872505fb",
        "1d5d6b8b34/3b06a4923f/100bd34967/321dee6edd/1ee6816ba9/28e52edb96/13d8be11bd",
        "23e2e08f57/1ce73ca4ad/3800fd9b5b/30da489df0/239388c855/330a7aaa23/2c294afbf8",
        "303f6a844f/682c44e83/362377b2ef/58ce9acd7/a9428d464/399d6c2079/34e226fc36",
        "791f2afb9/ac370b093/392ebf18b3/4090be89a/3354ddc9b0/11da5ee6f2/1985c55546",
        "2f73cfe11f/3bb79d919a/271e1b2f7b/2b916c4cfc/6e1ceca9/3198a8ef30/14e0212b4e",
        "3fde84d626/63e4e7709/2f75782817/6cd84ce9e/3369930502/7fa800f95/300406e616",
        "20f004a96/33c2a3d037/3e9051a52e/de885ddcc/3b89c8acfe/a0fad88b8/a169b5004",
        "2d796c36ff/22053a7a45/2367482226/9bb3ffc8e/2523eea206/362554f846/252bd5ed3a",
        "4ce2519bb/2fcd460252/1979d13372/27a895ac1/11dac3c975/c94d7b9df/3993e416dc",
        "30d695679f/1153fa2fa0/3f3b583a66/1515a41cdc/2c202a5a7/2dd8a498a9/2eab04e738",
        "22663fe731/3354722cd1/31aa0bb79d/3a0c4fc8ac/2c86bd0743/105ce3993a/155c8bb9f4",
        "384d851a0c/3d6ce7bdbd/23a32d7618/1454d407c7/32443c23c2/372426e561/34df93d419",
        "1d19572fc3/18a918272d/30626b39d8/16c1e46502/11af68481a/320170e2af/1a838f6a0f",
        "21e4fd1959/3f807bc5d9/2073d3eb9b/28c9d846f5/ae30fa05f/1a57f6ca74/2e6ce34def",
        "1464bee26c/19ed536a90/2475f126e3/c0bc91d55/152c1140e1/2d2e891e/10de05b9db",
        "3996c307/13d464f698/3f32b64833/cc954e6ac/16b720875a/339b76512e/37512f3011",
        "2c256afb6d/3ccbee54b7/1eaa090bed/e82cde1de/351e7b18b7/1edd95d100/7ebdb3c69",
        "3179a3419d/1029e7363d/3191167933/14dccae98c/1c73418953/4429b34ef/2b62bbe932",
        "150241e668/3f3fc56d70/691af9366/fd258cf3c/a8e73566a/1acb065540/11fffc27e8",
        "33bc77982a/9c332790f/2a939618ad/2927f0016a/2c0a4f8c5f/15fb91ac6c/2de7ebf5c8",
        "2ce484291a/12add15641/369a17163b/10cf8ca5e1/3ac4e07f94/1a1ab42a3d/25ee6b054f",
        "3043f169d3/763981a49/3bef807749/2a5cc99b5e/202211d987/2a5c46cdd1/1d5c74b95e",
        "28079e4e40/386f64bb87/16ee79db3e/29637fa2d9/5efe7130f/35762a191f/1c3173f752",
        "f4e02e6ac/322fad296b/39456707d7/3c20ab8660/1095887476/15e61a1c20/32e499c7b0",
        "2994d2de9c/11976d207d/3589389339/29c878f15d/c8b440e1d/18b1aefaf8/542a19564",
        "e84165ac9/1f1d504522/3127b29173/c7eeaf8e5/37075ab7c4/1739d59230/28e83710bd",
        "6950ba759/4b8ed179d/118f72c3b/bc5c032a8/1fcc6a7625/1df61b72b3/9d93442cd",
        "1dde7514e2/231c6c30d4/313b11272b/4b6040664/972fc64fc/1c428803be/13759a5c61",
    ),
}
