"""Covers found by the local search of :mod:`.local`, stored so a claim re-checks them in milliseconds.

One hexadecimal number per stage, separated by ``/`` (bit ``y`` is switch ``y``'s state). Nothing here
is trusted: every use goes through :func:`certificate.check_upper`; ``FOUND[N]`` records how the cover
was found, so ``local.shrink`` can reproduce it. Imports no solver.

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


# How each stored cover was found: local.shrink from the construction named, seed, steps per round.
FOUND: dict[int, dict[str, Any]] = {
    36: {"start": "printed doubly set of Sect. 6", "seed": 0, "steps": 300000, "weighted": True},
    76: {"start": "printed doubly set of Sect. 6", "seed": 0, "steps": 300000, "weighted": True},
}

COVERS: dict[int, tuple[str, ...]] = {
    36: (  # 38 configurations
        "2b58b/2bcf1/250a2/dcc9/3f8a2/28cb1",
        "7ba5/4bd3/2303f/1e4e/2e865/18641",
        "24c27/2b51b/1ef74/2c48c/821d/33f9a",
        "393f6/67c8/2b26f/38ecd/95cb/d5d0",
        "9b8c/2adbd/3acf5/310ae/2a55a/3f24c",
        "1cf5e/180e0/2aa31/e8c4/13c28/186f",
        "31f3/3a39d/2d30f/1ced5/1ffb6/2291d",
        "23708/3b46b/11210/270c/20782/19420",
        "1369c/3004e/33354/2c4cd/927d/1e345",
        "23145/450c/1f44f/5ede/13813/3c70e",
        "1f915/27564/3a784/a07f/29c18/3bb0",
        "20029/3b65a/3549d/ec8c/10604/29cd3",
        "3238f/158a6/1273b/26cdc/2f432/33e47",
        "e23e/39b88/bd32/28eac/24154/24987",
        "31eda/111c/186a7/1ecd3/25823/2e381",
        "37ab0/1df17/346fa/29bcc/1caf9/b8a2",
        "8a21/12447/23b33/4dc4/3e5ef/3d7a8",
        "33506/19535/3b772/2b8de/210c/10b77",
        "392b/227f3/31197/15470/2dd2f/ffff",
        "3aee7/1dad9/28b03/c58a/31d7a/1f7ee",
        "cff6/34ca7/3e5bb/647c/37bcf/2496a",
        "390fa/289a6/15b5b/ce4e/3cf0f/19725",
        "1a611/3fbfd/31160/430d/2d53a/37932",
        "33d35/3783c/139f8/c7a6/1f226/343b3",
        "38e50/138f9/12216/2eddc/3bf75/1cbf8",
        "5f47/1f693/16536/29292/354f0/1fc0d",
        "1f388/1b986/21824/1989c/bcdc/17230",
        "fdff/32d03/26521/49e8/de/1f012",
        "15ca7/89e7/1fed9/c84d/35a82/e94e",
        "3d253/3d715/2ab6b/3cd5c/ee89/3045a",
        "2cd7e/63d2/d335/1f9c0/2eb0c/15d6c",
        "22c10/9854/315d2/18c79/18bd2/31af8",
        "692f/2c7e2/25943/188cc/123b4/2c82d",
        "1461d/1ae96/1caab/ee0a/16499/34974",
        "3c3fc/815a/7794/4864/115c3/17a8f",
        "3b1f/106cc/2a38/f5ec/15653/12529",
        "10798/2b35/1319b/4de7/282f5/3e796",
        "26b26/1b4b9/362bb/15fe5/7fa3/153c2",
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
