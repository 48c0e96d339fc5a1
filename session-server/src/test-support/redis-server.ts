/** The tests' Redis is the local cluster's (scripts/cluster/redis.ts): one way to run a throwaway Redis. */
export { startLocalRedis as startTestRedis, type LocalRedis as TestRedis } from '../../../scripts/cluster/redis';
