// SPDX-License-Identifier: MIT
pragma solidity 0.8.37;

/// The part of Farcaster's IdRegistry that Sign In With Farcaster reads (idOf, custodyOf), on the devnet's
/// EVM node at the registry's canonical address. Like the real IdGateway, `register` makes the caller the
/// custody of the next fid.
contract DevnetIdRegistry {
    event Register(address indexed to, uint256 indexed id, address recovery);

    error HasId();

    uint256 public idCounter;
    mapping(address => uint256) public idOf;
    mapping(uint256 => address) public custodyOf;
    mapping(uint256 => address) public recoveryOf;

    function register(address recovery) external returns (uint256 fid) {
        if (idOf[msg.sender] != 0) revert HasId();
        fid = ++idCounter;
        idOf[msg.sender] = fid;
        custodyOf[fid] = msg.sender;
        recoveryOf[fid] = recovery;
        emit Register(msg.sender, fid, recovery);
    }
}
