// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

interface DevnetIdRegistryLike {
    function idOf(address custody) external view returns (uint256);
}

/// The part of Farcaster's KeyRegistry that Sign In With Farcaster reads (keyDataOf), on the devnet's EVM node at
/// the registry's canonical address. Like the real KeyGateway, `add` adds a key to the caller's fid (the fid its
/// custody holds in the IdRegistry); `remove` retires one for good. Key type 2 is an auth address, its key bytes
/// the ABI-encoded address. Metadata is not validated, only emitted.
contract DevnetKeyRegistry {
    enum KeyState {
        NULL,
        ADDED,
        REMOVED
    }

    struct KeyData {
        KeyState state;
        uint32 keyType;
    }

    event Add(
        uint256 indexed fid,
        uint32 indexed keyType,
        bytes indexed key,
        bytes keyBytes,
        uint8 metadataType,
        bytes metadata
    );
    event Remove(uint256 indexed fid, bytes indexed key, bytes keyBytes);

    error Unauthorized();
    error InvalidKeyType();
    error InvalidState();

    DevnetIdRegistryLike public constant idRegistry = DevnetIdRegistryLike(0x00000000Fc6c5F01Fc30151999387Bb99A9f489b);

    mapping(uint256 => mapping(bytes => KeyData)) internal keys;
    mapping(uint256 => mapping(KeyState => uint256)) public totalKeys;

    function keyDataOf(uint256 fid, bytes calldata key) external view returns (KeyData memory) {
        return keys[fid][key];
    }

    function add(uint32 keyType, bytes calldata key, uint8 metadataType, bytes calldata metadata) external {
        uint256 fid = callerFid();
        if (keyType == 0) revert InvalidKeyType();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.NULL) revert InvalidState();
        data.state = KeyState.ADDED;
        data.keyType = keyType;
        totalKeys[fid][KeyState.ADDED]++;
        emit Add(fid, keyType, key, key, metadataType, metadata);
    }

    function remove(bytes calldata key) external {
        uint256 fid = callerFid();
        KeyData storage data = keys[fid][key];
        if (data.state != KeyState.ADDED) revert InvalidState();
        data.state = KeyState.REMOVED;
        totalKeys[fid][KeyState.ADDED]--;
        totalKeys[fid][KeyState.REMOVED]++;
        emit Remove(fid, key, key);
    }

    function callerFid() internal view returns (uint256 fid) {
        fid = idRegistry.idOf(msg.sender);
        if (fid == 0) revert Unauthorized();
    }
}
