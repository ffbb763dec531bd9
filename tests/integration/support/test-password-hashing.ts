/**
 * bcrypt's lowest cost, for the account passwords of every test server: the same hashing and
 * checking as the server's default of 10, at 1/64 of the work. At 10, the 400-odd hashes and
 * checks of a PGlite integration run took about 35 s of its 260.
 */
export const TEST_PASSWORD_HASH_ROUNDS = 4;
