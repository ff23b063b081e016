// The worked example core ships (memoryAdapter.contract.ts) run as it is, so what the README shows passes.
import { describeMemoryAdapterContract } from './memoryAdapter.contract.js'

describeMemoryAdapterContract()
