import { describe, expect, it } from 'vitest';

import { toApplyProjectListParams, toProjectMatchListParams } from './matching.params';
import {
  validateCalculatorListSearch,
  validateCalculatorSubListSearch,
  validateHotListSearch,
  validatePolicyReportSearch,
  validatePolicyServerReplenishSearch,
  validateSimulationSearch,
} from './matching.search';

const ID = '3e2d1c0b-9a8f-4e7d-8c6b-5a4f3e2d1c0b';

describe('policy service searches', () => {
  it('keeps a match result 1–3 and a page above 1 on the calculator list', () => {
    expect(validateCalculatorListSearch({ result: '2', page: '3' })).toEqual({ result: '2', page: 3 });
    expect(validateCalculatorListSearch({ result: 2, page: 1 })).toEqual({ result: '2' });
    expect(validateCalculatorListSearch({ result: '4', page: 'x' })).toEqual({});
  });

  it('accepts only UUIDs as ids', () => {
    expect(validateCalculatorSubListSearch({ projectId: ID.toUpperCase() })).toEqual({ projectId: ID });
    expect(validateCalculatorSubListSearch({ projectId: '1' })).toEqual({});
    expect(validateSimulationSearch({ id: ID })).toEqual({ id: ID });
    expect(validateSimulationSearch({ id: '' })).toEqual({});
    expect(validatePolicyServerReplenishSearch({ policyId: ID, projectId: 'nope' })).toEqual({ policyId: ID });
  });

  it('reads phase, keyword and page of the declaration projects', () => {
    expect(validateHotListSearch({ phase: '2', keyword: '  技改 ', page: '2' })).toEqual({ phase: '2', keyword: '技改', page: 2 });
    expect(validateHotListSearch({ phase: '0', keyword: '   ' })).toEqual({});
    expect(validateHotListSearch({ keyword: 'x'.repeat(80) }).keyword).toHaveLength(50);
  });

  it('reads a report year within 2000–2100', () => {
    expect(validatePolicyReportSearch({ year: '2025' })).toEqual({ year: 2025 });
    expect(validatePolicyReportSearch({ year: '1999' })).toEqual({});
    expect(validatePolicyReportSearch({ year: '2025.5' })).toEqual({});
  });

  it('asks for 10 projects a page', () => {
    expect(toProjectMatchListParams({})).toEqual({ page: 1, pageSize: 10 });
    expect(toProjectMatchListParams({ result: '3', page: 4 })).toEqual({ page: 4, pageSize: 10, matchResult: '3' });
    expect(toApplyProjectListParams({ phase: '1', keyword: '技改' })).toEqual({ page: 1, pageSize: 10, applyPhase: '1', keyword: '技改' });
  });
});
