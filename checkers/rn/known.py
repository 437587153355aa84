"""Covers found by the local search of :mod:`.local` (chou-chen-2010, R(N)), stored so a claim can
re-check them in milliseconds; imports no solver.

A configuration is written as one hexadecimal number per stage, separated by ``/``: bit ``y`` of
stage ``s``'s number is the state of switch ``y`` of stage ``s``. Nothing here is trusted: every use
goes through :func:`certificate.check_upper`, which realizes each configuration with the spec.
``FOUND[N]`` records how the cover was found (start, seed, steps per round), so
``local.shrink`` can reproduce it.

>>> from alltoall.spec.topologies import gsen
>>> net = gsen.GSEN(6)
>>> s = decode(net, encode(gsen.family_states(net, "alternating", 5)))
>>> bool((s == gsen.family_states(net, "alternating", 5)).all())
True
"""

from __future__ import annotations

import numpy as np

from alltoall.spec.errors import ParameterError
from alltoall.spec.topologies import gsen


def encode(states) -> str:
    """``n x N/2`` switch states -> ``"h0/h1/..."`` (bit y of h_s = state of switch y of stage s)."""
    return "/".join(format(sum(int(v) << y for y, v in enumerate(row)), "x") for row in np.asarray(states).tolist())


def numbers(text: str) -> list[int]:
    """``"h0/h1/..."`` -> the per-stage numbers (the form a witness stores)."""
    return [int(p, 16) for p in text.split("/")]


def decode(net: gsen.GSEN, text) -> np.ndarray:
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


def configurations(N: int) -> list[dict]:
    """The stored cover of the N x N GSEN as certificate entries ``{"states": ...}`` (empty if none)."""
    net = gsen.GSEN(N)
    return [{"states": decode(net, t).tolist()} for t in COVERS.get(N, ())]


# How each stored cover was found: local.shrink from the construction named, seed, steps per round.
FOUND: dict[int, dict] = {
    36: {"start": "printed doubly set of Sect. 6", "seed": 0, "steps": 20000},
    76: {"start": "printed doubly set of Sect. 6", "seed": 0, "steps": 20000},
}

COVERS: dict[int, tuple[str, ...]] = {
    36: (  # 39 configurations
        "ccec/cccc/ccec/4ecc/4ccc/cccd", "cc4d/cccd/cc4c/ccdc/2cccc/33332", "1cccd/cccc/2cccc/c54c/31333/c8cc",
        "1dccc/cc9d/ccfc/8acc/13323/33733", "ecec/e4cd/33313/1c4cc/cecc/ecec", "c5ce/2ccdc/23331/4c4/cccc/33393",
        "ccce/4ccc/33333/24c4c/33133/c9cc", "1cccc/144cc/31323/cdcc/33333/33333", "874e/1bc38/23393/23337/d5c0/2da51",
        "3fe4d/296ec/21330/19233/2eee3/59ed", "c8ef/14c84/2773b/33a33/33238/30fb3", "cccc/33333/2ddcd/eccc/eccc/decc",
        "44c/33333/e84c/1e4cc/4c8c/31133", "1c4cc/33b37/2accc/c8cc/31233/1ccc9", "cccf/33323/2cc8c/cc8c/31333/23334",
        "c48c/30b72/33332/2ce81/ac6c/ecc4", "cccc/33332/33233/1cccc/cccc/3173b", "c4cc/3b333/1337b/dcc9/33312/4ccc",
        "dde4/2b333/13333/24ccd/33333/3b337", "dcd/33372/13333/3233e/8cfc/3fc7c", "1e40/1ea31/331b3/33b3/1c54e/14532",
        "ca45/16b77/37637/32bba/31317/46cc", "dd96/3fe05/33333/3b132/6a3b/3143", "33313/cdcd/cc8d/4c4a/ec8c/6dcd",
        "33b3b/ce4c/c7a2/eccd/1cccc/3193b", "33317/1ccec/c887/1ccee/37333/18acc", "23333/e4ce/c4d4/c8d6/33373/23523",
        "31353/cccc/33333/e4c8/c8cc/dcc4", "33223/cccc/3331b/ccf4/ccec/3233b", "33331/1cec8/33331/94e4/37333/ccc6",
        "33333/1dccc/3337b/dccd/33353/36238", "33333/31233/4ccc/cecc/c8ce/cccc", "1a3b2/13103/1cc4f/2cc88/cc8c/33331",
        "133b3/10333/1c2cc/c5c4/377b3/5ccc", "33331/33373/2ccc4/1cc88/11733/37b33", "33333/23333/33333/ce48/cdca/c9cc",
        "33b23/33333/133b3/14ccc/accc/33233", "33b13/23313/33133/4cec/31225/28ecc",
        "3337b/32173/33371/cd40/33333/33333",
    ),
    76: (  # 85 configurations
        "ccc48ccdc/cccccaccc/184ccccdec/184ccc44cc/ccccccccc/ccc8c4ccc/ccccccccc",
        "cdec4cc8c/ccccccccc/cdd444ccc/ccc8ecdcc/ccccccccc/ceccccccc/3313333333",
        "ccdeccccd/ccccccccc/ccceccc8c/cc5cccccc/cc8cccccc/3133733333/cfdcccccc",
        "ccccccdc0/1ecccccccc/29eecec5cc/1cc88cdeec/cccc4cccc/33337323f3/33321333b3",
        "cccccccce/ccccccccc/dcccc4ccc/ccccccccc/2733333333/cccccccce/cccccc4cc",
        "ccccceccc/ccccccccc/c8ccc4ccc/ccccc4ccc/3333333333/ccc8cdccc/3333333333",
        "cccccccdc/cccccccce/eccc8cc9c/ccccccccc/3337333333/3333333331/ccccccccc",
        "ccccccccc/ccccccccc/cc4cdcccc/ccccccccc/3333333333/3333732333/3333333333",
        "ccccccccc/1ccccccccc/acccccccc/3333333333/3331333333/cccccdccc/ccccccccc",
        "cccc8cccc/cccccccc4/cc8cccc4c/333333b333/3333333333/ccceccc0c/33333b3333",
        "ceccceccc/4cccccccc/ccccccccc/3333333333/3333333333/3333332333/dcccc6ccc",
        "ccccccdcc/cccd4cc4c/ccdccccdc/3333333333/3333133333/33331333f3/3232333333",
        "ee4cc4ddc/4e8ccccd4/17133b3373/298cf6ce62/2cacd66ccc/acc0ce88a/1499c91903",
        "c4ccd8ce/1c2c0bdeca/3333103333/14cc70d0fc/add5dcc4c/1123333b73/35b2177907",
        "cc8c8c44e/34c4acccca/3233333333/248edcc5cc/2f3bd333b2/cc8c48cc4/cdecececc",
        "2cc459cc8c/1ccccccdcc/333333b333/6ccccc0cc/3ba3f33333/14e84ceccc/3321233333",
        "ccadccccc/cdccf4dcc/3333333323/cec8c8ccc/3333a23333/333339f333/c4ccccdcc",
        "cccc8cdcc/1865cccccc/333f333333/cc4cc8ccc/33333273b3/2b33b37233/331b333333",
        "88ec1c1db/1cc0cec6a0/3332233333/163f1b2353/1a4eccebdc/cd4ed4e28/3cc5ccccee",
        "10cecdcdcd/4edcce06d/3323337333/2e132739d3/c4cc888cc/c84cc4ddd/1b3e71323f",
        "12ccaaad4e/2cdca2db88/3237333237/37633f1bbb/cc84ccccd/3235972b23/b4d86cfcc",
        "2caa60ceed/bcc9fc8c4/3152333333/362b023bc3/e4cedec54/b3b39ba28/2239f33213",
        "1eccce04cc/ccccdcc4/3733333333/123ae771b2/182438f567/9cce8cccc/4cc8ccdd4",
        "10cc0cc7fa/18448ccdcc/3323333333/39333b6b33/777a3d378/ccceefcdc/3b33373210",
        "3d4c4ccccc/cccc4cec8/273b333333/3718712138/2852991602/3771351733/ac40eceec",
        "1dc566c64c/c4c4cceec/333333b31b/2ad03332b3/14631e87aa/33311330a3/3371632237",
        "c4ccccd4c/3333331233/efccccccc/cfcdccccc/ccceccccc/ccccccdcc/ccccccccc",
        "cecccc4cc/3333333333/1eecce8ccc/8dccccccc/ccccccccc/cdc8ccccc/3333333333",
        "2c48cccccc/3313333333/ccddccccc/c8ccccccc/8eccccccc/3333333333/cce4cdccc",
        "16ccccccec/3333333333/484ccdccc/dcccdcccc/ccccccccc/3323333331/3333b30333",
        "ccccccccc/3333333133/ccccc8ccc/ceccccccc/3333133333/ccccccccc/ccccccccc",
        "ccccccccc/3333333333/ccccccccc/e4ccccccc/3333333333/cccdccccc/3333333333",
        "ccccccdcc/3333333339/ccd8ccccc/cdccccccc/3713333333/3333333333/ccccccccc",
        "cccccccec/3333333333/4ccc8cccc/ecccccccc/3333333333/3333233333/33333b3333",
        "ccccccc4e/2333333333/8ccc4cccc/3313333333/3333333333/ccccccccc/2ec4cccccc",
        "ccccccccc/333333333b/ccccc4ccc/31b3333333/3331333333/ccccccc8c/333b333333",
        "ccccccccc/3b33333333/ccccccccc/3323333333/3333333333/3333333333/ccccccccc",
        "ccccccccc/33332b33b3/ccccccccc/3133333333/3333333333/3333333373/3333333333",
        "cccce8eed/aa351a273/3333633737/cc6eec88a/6808cc4cc/8c3ee7dc8/dcc48cecc",
        "1d88cecdc4/3eb3b31076/1331233333/3aead4ce4c/2e47cecce/c814ee9cc/233133fb7b",
        "299c41e86c/29be716fa5/336323b333/12c8d9544c/19c5dccccc/3270119336/8cc7cfd4c",
        "feec4ced4/2193004e30/3311733337/15eacc8c9c/14584dcc4c/3355631203/333c931332",
        "2dccdeeccd/3237533313/3333337333/cccccc48c/3333631a33/cccdccdcc/cdccccccc",
        "cc44cccdc/3333323333/333333b333/c8ccc8ccc/3113933333/cdccccccc/3323233133",
        "1cccc82ccc/2333333233/3332373333/dccccec8c/3b33331331/33332332b7/44ccceccc",
        "ccffccccc/1b1a773333/3333333333/2c8ccccccc/37b3e31333/3107333333/3eb3333333",
        "8cd0e4cd7/2bb3613295/3333333333/3733330527/c5aeceaec/de4ecf04d/cc8cccd4c",
        "26cca0dce4/1373713333/33937330f3/2bb5a137bb/79ee8dccd/c995ccddc/333bb2b0b3",
        "1c1c2eecba/13133b2382/313b371311/3f312331b3/8ccccdccd/333f322b22/88c88c8e6",
        "cec5ce888/3fffb31721/3332173333/16e32b10eb/cc54e2c8d/33a33b2b22/713317030",
        "eccecc886/373b37b36f/37333b3383/131133bf7b/3ba3377133/25cc444dc8/cccc9ce4c",
        "c4cdc4dcc/333b32722b/3173333333/3391135b73/3139162992/2c0c5ccccc/33f215f163",
        "dcc4ccfcc/3b20323133/3936333373/2371223a22/26bf1b4673/133f215317/2ceedb4dcc",
        "10ccccedc8/2133b33339/3333337333/a67836a12/3136b63152/37b33213b9/1333233733",
        "3733373333/cc4de8ec8/3dcd8d445d/ec4c88ccc/ccccc8ccc/ac844cccc/2dc0cc88ce",
        "3361333377/ccc848ccc/1c5cf0cc1e/2ccc8cccc5/ceccccccc/d48c8cecd/2273333331",
        "33f3137733/ee4ccfdfc/8409f49c8/4cececcc/8cdcccc8c/3633131333/2cc8ccccdc",
        "233333323f/3cecc8ccea/2ee8d48ce4/cec4c4c0c/cc86ccccc/3333133333/1333333331",
        "31f33273b0/15c5484dc8/2333633bb/2cd9c85d/18c8ccc5ed/8ac4d8cce/88cccdc0c",
        "3373656147/ec6c8cd8d/2333333223/dac80cd9e/cdeaccc8c/8fcceed50/3a5f1af29f",
        "2b33b11193/64c0de24e/27b7433233/2fdeccca6c/8ec48ecce/33363b3251/c4cc84d48",
        "3119731292/3848c8a8dd/3333137323/39cccdcd44/2dca25ec8c/233722b303/3730770153",
        "3333333331/2ccccdcccc/3233333333/cccccc8ec/3371133313/ccc4cecfc/ccccccfcc",
        "1333333333/cdcee4ecc/3333333373/ccccccccc/3337337331/c4c5c7ccc/33333331f3",
        "3323333234/1dc8ccdc8c/3333333333/cccc4dcce/2773333376/33b3b33333/ecf8cc8cc",
        "373b3f3323/cc8cccccd/3333333333/cdccccc4c/33373b3333/33b3a38347/397a32b733",
        "1773383323/1984cecc8/3333333333/3943781ba7/cd83c8c6d/4dfdccd94/17392c3733",
        "3b72b57030/c415c9f5a/34133b3332/3231377bb/14ecacccdc/394363b736/2c4aa685c7",
        "3331f71233/cccdcc565/3b33333333/b3339b733/1ccccccde/337a3a75ba/379b16f4",
        "3bb3b27313/332b337933/988d9ca65/3ccccc8cc8/1ccccccccc/c88cccecc/c8c4dcde5",
        "3313333323/3332e3b30b/4d890cdc8/ccccceccc/ccccccdcc/c4cccec44/3b12323333",
        "13b513b333/3333376313/4cceced4c/ccccccccc/2ccccccccc/33e7b33331/3cecccdce4",
        "1371b13313/3f3f2331b3/1de8fca6de/cccc8ccc8/c8de80ccc/3b17261133/333f3b3297",
        "113bf55b2f/3377adb537/3b333333f0/1ec7dcc6e4/4cc7c4c4c/1c8c448ccc/cccdd4c06",
        "1b63b7333b/122373013/3337331833/20c46ccdc5/8cd4dfccc/258dc0ce9e/313323d313",
        "237f3b3332/279b30113b/333733172b/1dc604f46c/cec45cccc/2353b3703f/17fdc4e0dc",
        "3b1337b773/2a15b31530/1723217bb3/4cdfdca5d/cc0c4fdec/33223310bb/373b37a217",
        "2233253333/3333323317/3333333393/8cc8c4ccc/3bd31333b3/cc8cc4ce8/cc8dcc4cc",
        "3333371333/33ab333333/3333313333/1cceccc4cc/3332730333/ec8cecc9c/333533373b",
        "3333333337/22273b3373/3333333333/ccecec6cc/373b3323b3/333733b333/2d8ecdccc8",
        "3333333333/3333333335/333333b333/fcccccccc/332bb3bb33/3333331303/13a1335337",
        "3331b3372b/1133330137/3393323332/173f2abb31/e04dd4caf/cd8c08f8c/14c26c6ec5",
        "3533333338/2396a3b2b5/33b3323333/253a372133/456c8cccc/38cedfa44c/3b3f783135",
        "30b3073337/233e334c72/3733333b33/3931733b17/dccccdc6c/1a13a5f373/cc4dddcc9",
        "337321131e/13132f333f/3333333133/10312334a3/cf4eccec4/323a213371/1a333b3337",
    ),
}
