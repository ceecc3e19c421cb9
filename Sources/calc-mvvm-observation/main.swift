import CalculatorCLI
import MVVMObservation

await CalculatorCommand<MVVMObservationApp>.main()
