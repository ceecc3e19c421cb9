import CalculatorCLI
import MVVMObservation

CalculatorCommand<MVVMObservationApp>.main()
