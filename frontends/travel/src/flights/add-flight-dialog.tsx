import { DateTimeField } from '@gatherly/shared/ui';
import { Form, Input, Modal } from 'antd';
import type { Dayjs } from 'dayjs';
import { useAddFlight } from '../common/travel-queries';
import { ARRIVAL_TIME_REQUIRED, arrivalTimeRefusal, DEPARTURE_TIME_REQUIRED } from './flight-rules';

interface FlightValues {
  airline: string;
  flightNumber: string;
  departure: string;
  arrival: string;
  departureTime: Dayjs;
  arrivalTime: Dayjs;
}

/** Lengths and required texts as the API has them, so the form says what the server would. */
const TEXT_FIELDS = [
  { name: 'airline', label: 'Airline', placeholder: 'e.g. KLM', max: 100, required: 'Airline is required' },
  {
    name: 'flightNumber',
    label: 'Flight Number',
    placeholder: 'e.g. KL1675',
    max: 16,
    required: 'Flight number is required',
  },
  {
    name: 'departure',
    label: 'Departure Airport',
    placeholder: 'e.g. AMS',
    max: 100,
    required: 'Departure airport is required',
  },
  {
    name: 'arrival',
    label: 'Arrival Airport',
    placeholder: 'e.g. BCN',
    max: 100,
    required: 'Arrival airport is required',
  },
] as const;

/** Most flights the group takes are short hops: an empty arrival becomes the departure plus two hours. */
const FLIGHT_SPAN: [number, 'hour'] = [2, 'hour'];

/** 'Add Flight Information' (spec section 2); closes and resets once the flight is added. */
export function AddFlightDialog({ eventId, open, onClose }: { eventId: string; open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<FlightValues>();
  const addFlight = useAddFlight(eventId);
  const departureTime = Form.useWatch('departureTime', form);

  const submit = (values: FlightValues) =>
    addFlight.mutate(
      {
        airline: values.airline.trim(),
        flightNumber: values.flightNumber.trim(),
        departure: values.departure.trim(),
        arrival: values.arrival.trim(),
        departureTime: values.departureTime.toISOString(),
        arrivalTime: values.arrivalTime.toISOString(),
      },
      {
        onSuccess: () => {
          form.resetFields();
          onClose();
        },
      },
    );

  return (
    <Modal
      title="Add Flight Information"
      open={open}
      onCancel={onClose}
      onOk={form.submit}
      okText={addFlight.isPending ? 'Adding...' : 'Add Flight'}
      okButtonProps={{ disabled: addFlight.isPending, size: 'large' }}
      cancelButtonProps={{ size: 'large' }}
      forceRender
    >
      <Form form={form} name="flight" layout="vertical" onFinish={submit} requiredMark={false}>
        {TEXT_FIELDS.map(({ name, label, placeholder, max, required }) => (
          <Form.Item
            key={name}
            name={name}
            label={label}
            rules={[{ required: true, whitespace: true, message: required }]}
          >
            <Input placeholder={placeholder} maxLength={max} size="large" />
          </Form.Item>
        ))}
        <Form.Item
          name="departureTime"
          label="Departure Time"
          rules={[{ required: true, message: DEPARTURE_TIME_REQUIRED }]}
        >
          <DateTimeField size="large" />
        </Form.Item>
        <Form.Item
          name="arrivalTime"
          label="Arrival Time"
          dependencies={['departureTime']}
          rules={[
            { required: true, message: ARRIVAL_TIME_REQUIRED },
            ({ getFieldValue }) => ({
              validator: (_, arrival: Dayjs | undefined) => {
                const refusal = arrivalTimeRefusal(getFieldValue('departureTime') as Dayjs | undefined, arrival);
                return refusal ? Promise.reject(new Error(refusal)) : Promise.resolve();
              },
            }),
          ]}
        >
          <DateTimeField size="large" start={departureTime} defaultSpan={FLIGHT_SPAN} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
