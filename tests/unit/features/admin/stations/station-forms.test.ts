import { describe, expect, it } from 'vitest';
import { cameraSchema, cameraValues } from '../../../../../src/features/admin/stations/camera-form';
import {
  newParameter,
  parameterFormValues,
  parameterSchema,
  parameterValues,
  type ParameterFormValues,
} from '../../../../../src/features/admin/stations/parameter-form';
import {
  EMPTY_STATION,
  stationFormValues,
  stationSchema,
  stationValues,
  type StationFormValues,
} from '../../../../../src/features/admin/stations/station-form';
import { errorsOf } from '../schema-errors';

const STATION: StationFormValues = {
  ...EMPTY_STATION,
  code: 'DN-NT01',
  name: 'Trạm nước thải Hòa Khánh',
  lat: '16,0544',
  lng: '108.2022',
};

describe('the station form', () => {
  it('reads decimal commas, rounds the ratio to three decimals, writes empty texts as null', () => {
    const values = stationValues(
      stationSchema.validateSync({ ...STATION, near_threshold_ratio: '0,8504' }),
    );
    expect(values).toEqual({
      code: 'DN-NT01',
      name: 'Trạm nước thải Hòa Khánh',
      kind: 'water',
      lat: 16.0544,
      lng: 108.2022,
      address: null,
      province: null,
      standard: null,
      public_sharing: false,
      near_threshold_ratio: 0.85,
      signal_loss_minutes: 60,
    });
    // numeric(4,3) may arrive as text.
    expect(stationFormValues({ ...values, near_threshold_ratio: '0.850' })).toMatchObject({
      lat: '16.0544',
      near_threshold_ratio: '0.85',
      signal_loss_minutes: '60',
    });
  });

  it('holds every field to the bounds of the station table, in Vietnamese', async () => {
    expect(await errorsOf(stationSchema, STATION)).toEqual({});
    expect(
      await errorsOf(stationSchema, {
        ...STATION,
        code: 'a b',
        lat: '91',
        lng: '',
        near_threshold_ratio: '0',
        signal_loss_minutes: '5,5',
      }),
    ).toEqual({
      code: 'Mã trạm chỉ gồm chữ cái không dấu, chữ số, “.”, “-” hoặc “_”, 2–64 ký tự',
      lat: 'Giá trị phải từ -90 đến 90',
      lng: 'Vui lòng nhập kinh độ',
      near_threshold_ratio: 'Giá trị phải từ 0,001 đến 1',
      signal_loss_minutes: 'Vui lòng nhập một số nguyên',
    });
    expect(
      await errorsOf(stationSchema, { ...STATION, lng: '10e3', signal_loss_minutes: '10081' }),
    ).toEqual({
      lng: 'Vui lòng nhập một số',
      signal_loss_minutes: 'Giá trị phải từ 5 đến 10.080',
    });
    expect(await errorsOf(stationSchema, { ...STATION, kind: 'soil' })).toHaveProperty('kind');
  });
});

describe('the parameter form', () => {
  const PARAMETER: ParameterFormValues = {
    ...newParameter(2),
    code: 'COD',
    name: 'COD',
    unit: 'mg/L',
    limit_max: '75',
  };

  it('places a new parameter after the existing ones and writes empty limits as none', () => {
    expect(newParameter(2).sort_order).toBe('2');
    const values = parameterValues(PARAMETER);
    expect(values).toEqual({
      code: 'COD',
      name: 'COD',
      unit: 'mg/L',
      limit_min: null,
      limit_max: 75,
      fee_enabled: false,
      sort_order: 2,
    });
    expect(parameterFormValues(values)).toEqual(PARAMETER);
  });

  it('keeps the lower limit at or under the upper one, and the code to what loggers send', async () => {
    expect(await errorsOf(parameterSchema, PARAMETER)).toEqual({});
    expect(
      await errorsOf(parameterSchema, {
        ...PARAMETER,
        code: 'C O D',
        name: '',
        limit_min: '80',
        sort_order: '-1',
      }),
    ).toEqual({
      code: 'Mã thông số chỉ gồm chữ cái không dấu, chữ số, “.”, “,”, “-” hoặc “_”, tối đa 32 ký tự',
      name: 'Vui lòng nhập tên thông số',
      limit_min: 'Giới hạn dưới phải nhỏ hơn hoặc bằng giới hạn trên',
      sort_order: 'Giá trị phải từ 0 đến 1.000',
    });
    expect(await errorsOf(parameterSchema, { ...PARAMETER, limit_max: 'abc' })).toEqual({
      limit_max: 'Vui lòng nhập một số',
    });
  });
});

describe('the camera form', () => {
  it('needs a name and an http(s) stream; a snapshot is optional', async () => {
    const camera = {
      name: 'Camera cửa xả',
      hls_url: 'https://cam.example/live/index.m3u8',
      snapshot_url: '',
    };
    expect(await errorsOf(cameraSchema, camera)).toEqual({});
    expect(cameraValues(camera)).toEqual({ ...camera, snapshot_url: null });
    expect(
      await errorsOf(cameraSchema, {
        name: '',
        hls_url: 'rtsp://cam.example/live',
        snapshot_url: 'ftp://cam.example/a.jpg',
      }),
    ).toEqual({
      name: 'Vui lòng nhập tên camera',
      hls_url: 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /',
      snapshot_url: 'Vui lòng nhập địa chỉ http(s)://… hoặc đường dẫn bắt đầu bằng /',
    });
    expect(await errorsOf(cameraSchema, { ...camera, hls_url: '' })).toEqual({
      hls_url: 'Vui lòng nhập địa chỉ luồng hls (.m3u8)',
    });
  });
});
