// SPDX-License-Identifier: MIT
pragma solidity ^0.8.20;

/// A contract account for the ERC-1271 / ERC-6492 sign-in vectors: it accepts a 65-byte ECDSA signature of its
/// owner over the hash, anything else is refused (0xffffffff). Deployed with CREATE2 (anvil's deterministic deployer)
/// so its address is known before it exists.
contract OwnedAccount {
    address public immutable owner;

    constructor(address accountOwner) {
        owner = accountOwner;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}
