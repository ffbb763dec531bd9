/**
 * bcrypt's lowest cost, for the account passwords of every test server: the same hashing and
 * checking as the server's default of 10, at 1/64 of the work. At 10, the integration run's
 * 700-odd hashes and checks took about a third of its time.
 */
export const TEST_PASSWORD_HASH_ROUNDS = 4;
