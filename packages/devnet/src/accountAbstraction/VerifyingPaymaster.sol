// SPDX-License-Identifier: MIT
pragma solidity ^0.8.28;

import "@account-abstraction/contracts/core/BasePaymaster.sol";
import "@account-abstraction/contracts/core/Helpers.sol";
import "@openzeppelin/contracts/utils/cryptography/ECDSA.sol";
import "@openzeppelin/contracts/utils/cryptography/MessageHashUtils.sol";

// Pays for every user operation its off-chain signer approved: the signer is the ERC-7677 paymaster server
// (WalletPort's paymaster package), which applies the operator's policy before it signs. The registry's
// account-abstraction contracts 0.8.0 ship BasePaymaster but no verifying paymaster, hence this one on top of it.
//
// paymasterAndData = paymaster (20) | verification gas (16) | post-op gas (16) | validUntil (6) | validAfter (6)
//                    | signature (65) over getHash(), as an EIP-191 personal message.
contract VerifyingPaymaster is BasePaymaster {
    address public immutable verifyingSigner;

    uint256 private constant SIGNED_DATA_LENGTH = 12;
    uint256 private constant SIGNATURE_LENGTH = 65;

    constructor(IEntryPoint anEntryPoint, address signer, address owner) BasePaymaster(anEntryPoint) {
        verifyingSigner = signer;
        // Deployed through the deterministic deployment proxy: msg.sender is the proxy, so ownership is handed over here.
        _transferOwnership(owner);
    }

    /// The hash the signer signs: every field of the operation but the signatures, this chain and this paymaster.
    function getHash(PackedUserOperation calldata userOp, uint48 validUntil, uint48 validAfter)
        public
        view
        returns (bytes32)
    {
        return keccak256(
            abi.encode(
                userOp.sender,
                userOp.nonce,
                keccak256(userOp.initCode),
                keccak256(userOp.callData),
                userOp.accountGasLimits,
                bytes32(userOp.paymasterAndData[PAYMASTER_VALIDATION_GAS_OFFSET:PAYMASTER_DATA_OFFSET]),
                userOp.preVerificationGas,
                userOp.gasFees,
                block.chainid,
                address(this),
                validUntil,
                validAfter
            )
        );
    }

    function _validatePaymasterUserOp(PackedUserOperation calldata userOp, bytes32, uint256)
        internal
        view
        override
        returns (bytes memory context, uint256 validationData)
    {
        bytes calldata data = userOp.paymasterAndData[PAYMASTER_DATA_OFFSET:];
        require(
            data.length == SIGNED_DATA_LENGTH + SIGNATURE_LENGTH,
            "VerifyingPaymaster: data must be validUntil, validAfter and a 65-byte signature"
        );
        uint48 validUntil = uint48(bytes6(data[0:6]));
        uint48 validAfter = uint48(bytes6(data[6:12]));
        bytes32 hash = MessageHashUtils.toEthSignedMessageHash(getHash(userOp, validUntil, validAfter));
        (address recovered, ECDSA.RecoverError error,) = ECDSA.tryRecover(hash, data[SIGNED_DATA_LENGTH:]);
        bool failed = error != ECDSA.RecoverError.NoError || recovered != verifyingSigner;
        return ("", _packValidationData(failed, validUntil, validAfter));
    }
}
